import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answersTotal,
  assessmentsApi,
  attendanceApi,
  classesApi,
  classworksApi,
  rankingApi,
  workstationFilesApi,
  type CountedAnswer,
  type Endpoint,
} from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { openDiskFileStore } from '../storage/file-store';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-workstation-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));

describe('the demo workstation of a first start', () => {
  it('fills every tab of every class, with a real classwork PDF and scores that rank the students', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' }, files);
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const get = async <E extends Endpoint>(definition: E, url: string) => (await t.call(definition, { url, headers })).body;

    const classes = (await get(classesApi.list, '/api/admin/classes')).data;
    expect(classes.length).toBeGreaterThan(0);
    for (const klass of classes) {
      const base = `/api/admin/classes/${klass.id}`;
      const attendance = (await get(attendanceApi.list, `${base}/attendance`)).data;
      expect(attendance.length, klass.name).toBeGreaterThanOrEqual(4);
      expect(Object.values(attendance[1].students)).toContain(1);
      // the workstation's two homework and its quiz, beside the open ones the student seed adds
      expect((await get(assessmentsApi.homework.list, `${base}/homework`)).data.length).toBeGreaterThanOrEqual(2);
      expect((await get(assessmentsApi.quiz.list, `${base}/quizzes`)).data.length).toBeGreaterThanOrEqual(1);
      const [exam] = (await get(assessmentsApi.exam.list, `${base}/exams`)).data;
      expect(exam.gradingType).toBe('a-u');
      expect(exam.grading).toHaveLength(21);
      expect(exam.questions.map((q: { type: string }) => q.type)).toEqual(['static', 'static', 'dynamic']);
      const scored = Object.values(exam.students).filter((s) => (s as { score: number | null }).score !== null);
      expect(scored.length, klass.name).toBeGreaterThanOrEqual(Object.keys(exam.students).length - 1);
      // A total with answers is what they compute, so correcting one never meets a total entered by hand.
      const answered = Object.entries(exam.students).filter(([, s]) => (s as { has_answers: boolean }).has_answers);
      expect(answered.length, klass.name).toBeGreaterThan(0);
      for (const [studentId] of answered) {
        const view = (await get(assessmentsApi.exam.student, `${base}/exams/${exam.id}/students/${studentId}`)).data;
        const counted = view.answers.map((a: CountedAnswer) => ({
          score: a.score,
          corrected_score: a.corrected_score,
          points: a.points,
        }));
        expect(view.result.score, `${klass.name} ${studentId}`).toBe(answersTotal(counted, exam.maxScore));
      }
      const [classwork] = (await get(classworksApi.list, `${base}/classworks`)).data;
      const pdf = await t.call(workstationFilesApi.file, { url: classwork.pdf_url!, headers });
      expect(pdf.status).toBe(200);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const ranks = (await get(rankingApi.list, `${base}/students-rank`)).data;
      expect(ranks[0].score).toBeGreaterThan(0);
    }
  });
});
