import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDiskFileStore } from '../storage/file-store';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-subjects-'));
const files = openDiskFileStore(dir);
const t = useTestApp(async () => ({ options: { files }, close: () => fs.rm(dir, { recursive: true, force: true }) }));

/** The words a title of each demo course's material must hold; written here, apart from the seed's own table. */
const SUBJECT_WORDS: Record<string, RegExp> = {
  Physics: /physics|force|energy/i,
  Chemistry: /chemistry|acid|atom/i,
  Mathematics: /mathematics|algebra|equation/i,
  'English Language': /english|essay|grammar|paragraph/i,
};

describe('the demo data of a first start reads like one school', () => {
  it("files every video, PDF, open homework and quiz under its class's subject and totals each quiz and exam to its questions' points", async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' }, files);
    const query = async (text: string) => (await t.database.sql.executeSql(text)).rows;

    const material = await query(`
      SELECT cc.name AS course, v.title FROM class_videos cv JOIN videos v ON v.id = cv.video_id
        JOIN classes c ON c.id = cv.class_id JOIN class_categories cc ON cc.id = c.class_category_id
      UNION ALL
      SELECT cc.name, p.title FROM class_pdfs cp JOIN pdfs p ON p.id = cp.pdf_id
        JOIN classes c ON c.id = cp.class_id JOIN class_categories cc ON cc.id = c.class_category_id
      UNION ALL
      SELECT cc.name, a.name FROM assessments a JOIN classes c ON c.id = a.class_id
        JOIN class_categories cc ON cc.id = c.class_category_id WHERE a.name LIKE 'Homework 3:%' OR a.name LIKE 'Quiz 2:%'`);
    expect(material.length).toBeGreaterThan(8);
    for (const row of material) expect(String(row.title), String(row.course)).toMatch(SUBJECT_WORDS[String(row.course)]);

    // A question, its parts and every item that holds it or draws from a part: one course.
    const strays = await query(`
      SELECT q.id FROM questions q JOIN question_educational_parts l ON l.question_id = q.id
        JOIN educational_parts p ON p.id = l.educational_part_id WHERE p.class_category_id <> q.class_category_id
      UNION ALL
      SELECT aq.id FROM assessment_questions aq JOIN assessments a ON a.id = aq.assessment_id
        JOIN classes c ON c.id = a.class_id
        LEFT JOIN questions q ON q.id = aq.question_id LEFT JOIN educational_parts p ON p.id = aq.educational_part_id
       WHERE coalesce(q.class_category_id, p.class_category_id) <> c.class_category_id`);
    expect(strays).toEqual([]);

    // Static questions count their points; a draw counts quantity times the one points value its questions share.
    const totals = await query(`
      SELECT a.name, a.max_score::float AS max,
             sum(CASE WHEN aq.type = 'static' THEN q.points
                      ELSE aq.quantity * (SELECT max(d.points) FROM questions d
                             JOIN question_educational_parts dl ON dl.question_id = d.id
                            WHERE dl.educational_part_id = aq.educational_part_id AND d.complexity = aq.complexity) END)::float AS points,
             bool_and(aq.type = 'static' OR (SELECT count(DISTINCT d.points) FROM questions d
                             JOIN question_educational_parts dl ON dl.question_id = d.id
                            WHERE dl.educational_part_id = aq.educational_part_id AND d.complexity = aq.complexity) = 1) AS uniform
        FROM assessments a JOIN assessment_questions aq ON aq.assessment_id = a.id LEFT JOIN questions q ON q.id = aq.question_id
       WHERE a.kind IN ('quiz', 'exam') GROUP BY a.id, a.name, a.max_score`);
    expect(totals.length).toBeGreaterThanOrEqual(8);
    for (const row of totals) {
      expect(row.uniform, String(row.name)).toBe(true);
      expect(Number(row.max), String(row.name)).toBe(Number(row.points));
    }

    // A paper never draws an item's static question again: each draw's pool without them fills its quantity,
    // so the questions a student gets add up to the maximum (not two 4-point questions out of 12).
    const shortDraws = await query(`
      SELECT a.name, aq.quantity, (SELECT count(*) FROM questions d
               JOIN question_educational_parts dl ON dl.question_id = d.id
              WHERE dl.educational_part_id = aq.educational_part_id AND d.complexity = aq.complexity AND d.archived_at IS NULL
                AND d.id NOT IN (SELECT s.question_id FROM assessment_questions s
                                  WHERE s.assessment_id = a.id AND s.type = 'static' AND s.question_id IS NOT NULL))::int AS drawable
        FROM assessments a JOIN assessment_questions aq ON aq.assessment_id = a.id
       WHERE aq.type = 'dynamic'`);
    expect(shortDraws.length).toBeGreaterThan(0);
    expect(shortDraws.filter((row) => Number(row.drawable) < Number(row.quantity))).toEqual([]);

    // The registers fall on the days each class meets, the newest within the last week.
    const registers = await query(`
      SELECT c.name, c.sessions, max(at.date)::text AS newest, array_agg(DISTINCT trim(to_char(at.date, 'Day'))) AS days
        FROM attendances at JOIN classes c ON c.id = at.class_id GROUP BY c.id, c.name, c.sessions`);
    for (const row of registers) {
      const sessions = (typeof row.sessions === 'string' ? JSON.parse(row.sessions) : row.sessions) as { weekday: string }[];
      const days = (Array.isArray(row.days) ? row.days : String(row.days).replace(/[{}]/g, '').split(',')) as string[];
      for (const day of days)
        expect(
          sessions.map((session) => session.weekday),
          String(row.name),
        ).toContain(day);
      const age = (Date.now() - new Date(`${String(row.newest)}T00:00:00Z`).getTime()) / 86_400_000;
      expect(age, String(row.name)).toBeLessThan(7);
    }
  }, 120_000);
});
