import { describe, expect, it } from 'vitest';
import {
  centersApi,
  classesApi,
  courseEventsApi,
  coursesApi,
  educationalPartsApi,
  homeSelectOptionsApi,
  noteEndpoints,
  questionsApi,
  studentSummariesApi,
  userCalendarApi,
  type Endpoint,
} from '@backoffice/contract';
import { issueToken } from '../modules/auth/auth.service';
import { useTestApp } from '../../test/test-app';
import { seedDemoData } from './demo';

const t = useTestApp();

describe('the demo data of a first start', () => {
  it('shows courses with papers and events, classes of both types with sessions and members, and notes', async () => {
    await seedDemoData(t.database.db, { email: 'demo@example.com', password: 'demo-password-1' });
    const [admin] = (await t.database.sql.executeSql(`SELECT id FROM users WHERE email = 'demo@example.com'`)).rows;
    const headers = { authorization: `Bearer ${await issueToken(t.database.db, Number(admin.id), 1)}` };
    const get = async <E extends Endpoint>(definition: E, url: string) => (await t.call(definition, { url, headers })).body;

    const courses = await get(coursesApi.list, '/api/admin/class-categories');
    expect(courses.data.length).toBeGreaterThanOrEqual(3);
    expect(courses.data.every((c: { papers: unknown[] }) => c.papers.length > 0)).toBe(true);
    const events = await get(courseEventsApi.list, `/api/admin/class-categories/events?class_category_id=${courses.data[0].id}`);
    expect(events.data.length).toBeGreaterThan(0);

    const classes = await get(classesApi.list, '/api/admin/classes');
    const types = new Set(classes.data.map((c: { type: string }) => c.type));
    expect(types).toEqual(new Set(['school', 'center']));
    for (const row of classes.data) {
      expect(row.sessionsCount, row.name).toBeGreaterThan(0);
      expect(row.teachers.length, row.name).toBeGreaterThan(0);
      expect(row.studentsCount, row.name).toBeGreaterThan(0);
    }
    expect((await get(userCalendarApi.list, '/api/admin/classes/calendar')).data.items.length).toBeGreaterThan(0);
    const physics = classes.data.find((c: { name: string }) => c.name === 'Physics - Grade 10')!;
    expect(
      (await get(noteEndpoints('classes', 'notes').list, `/api/admin/classes/${physics.id}/notes`)).data.length,
    ).toBeGreaterThan(0);
    expect(
      (await get(noteEndpoints('classes', 'dropped').list, `/api/admin/classes/${physics.id}/dropped`)).data[0].reason,
    ).toBeTruthy();
    expect((await get(homeSelectOptionsApi.schools, '/api/home/select-options/schools')).data.length).toBeGreaterThan(0);

    const parts = await get(educationalPartsApi.list, '/api/admin/educational-parts?per_page=100');
    for (const course of courses.data) {
      const own = parts.data.filter((p: { class_category_id: number }) => p.class_category_id === course.id);
      expect(own.length, course.name).toBeGreaterThanOrEqual(3);
      expect(own.length, course.name).toBeLessThanOrEqual(4);
      for (const part of own) expect(part.questionsCount, part.name).toBeGreaterThanOrEqual(8);
      for (const part of own) expect(part.questionsCount, part.name).toBeLessThanOrEqual(15);
    }
    const bank = await get(questionsApi.list, '/api/admin/questions?per_page=100');
    expect(bank.meta.pagination.total).toBeGreaterThan(100);
    expect(new Set(bank.data.map((q: { type: string }) => q.type))).toEqual(new Set(['single_choice', 'text']));
    const choices = bank.data.filter((q: { type: string }) => q.type === 'single_choice');
    for (const q of choices)
      expect(
        q.mcqOptions.filter((o: { is_correct: boolean }) => o.is_correct),
        q.text,
      ).toHaveLength(1);
    expect(bank.data.some((q: { text: string }) => /[\u0600-\u06FF]/.test(q.text))).toBe(true);
    const complexities = (await t.database.sql.executeSql('SELECT DISTINCT complexity FROM questions')).rows;
    expect(complexities).toHaveLength(10);

    const centers = await get(centersApi.list, '/api/admin/centers');
    const totals = await Promise.all(
      centers.data.map(
        async (c: { id: number }) =>
          (await get(studentSummariesApi.students, `/api/admin/centers/${c.id}/students`)).meta.pagination.total,
      ),
    );
    expect(totals.some((n) => n > 0)).toBe(true);
  });
});
