import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Assessment, Attendance, ClassEvent, ListResponse } from '@backoffice/contract';
import { applyClassEvent, applyToTabPages, parseClassEvent } from './class-events';
import { workstationQueries, type AnyItem, type TabPage } from './workstation-api';

const students = [
  { id: 11, name: 'Youssef Ali', class_user_id: 1 },
  { id: 12, name: 'Laila Hassan', class_user_id: 2 },
];
const register: Attendance = { id: 5, name: 'Week 1', date: '2026-11-02', dueDate: null, maxScore: null, students: { 11: -1, 12: 0 }, studentsWithClassUserId: students };
const pageOf = (...data: AnyItem[]): TabPage => ({
  etag: '"3-attendance-9"',
  message: '',
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 30, current_page: 1, total_pages: 1 } },
});
const event = (values: Partial<ClassEvent> = {}): ClassEvent => ({
  entity: 'attendance',
  item_id: 5,
  student_id: 11,
  field: 'status',
  value: 1,
  by: { id: 2, name: 'Sara Adel' },
  at: '2026-11-02T10:00:00.000Z',
  ...values,
});

describe('applying a class event to a tab page', () => {
  it("sets the student's status on the item, leaving the rest as it was", () => {
    const page = pageOf(register);
    const next = applyClassEvent(page, 'attendance', event()) as ListResponse<Attendance>;
    expect(next.data[0].students).toEqual({ 11: 1, 12: 0 });
    expect(next.meta).toBe(page.meta);
    expect(next).toMatchObject({ etag: '"3-attendance-9"' });
    expect(page.data[0].students).toEqual({ 11: -1, 12: 0 });
    // An item not on the page leaves the page as it is.
    expect(applyClassEvent(page, 'attendance', event({ item_id: 99 }))).toBe(page);
  });

  it('sets a score on a result it has, and asks for a reload of a result it lacks', () => {
    const result = { status: 'corrected', score: 4, file: null, updated_file: null, submitted_at: null, version: 1, claim: null };
    const exam = { id: 5, kind: 'exam', name: 'Midterm', students: { 11: result }, studentsWithClassUserId: students } as unknown as Assessment;
    const next = applyClassEvent(pageOf(exam), 'exams', event({ entity: 'exam', field: 'score', value: 7.5 })) as ListResponse<Assessment>;
    expect(next.data[0].students[11]).toEqual({ ...result, score: 7.5 });
    expect(applyClassEvent(pageOf(exam), 'exams', event({ entity: 'exam', field: 'score', value: 7.5, student_id: 12 }))).toBe('reload');
  });

  it('reads only data of the contract shape', () => {
    expect(parseClassEvent(JSON.stringify(event()))).toEqual(event());
    expect(parseClassEvent('{}')).toBeNull();
    expect(parseClassEvent('not json')).toBeNull();
  });
});

describe('applying a class event to the cache', () => {
  const key = workstationQueries.tab(3, 'attendance', { q: '', page: 1 }).queryKey;

  it('updates every cached page of the open tab, and leaves a cell staged here alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, pageOf(register));
    expect(applyToTabPages(queryClient, 3, 'attendance', event(), () => false)).toBe(true);
    expect((queryClient.getQueryData(key) as ListResponse<Attendance>).data[0].students[11]).toBe(1);

    const isStaged = (studentId: number, itemId: number) => studentId === 12 && itemId === 5;
    expect(applyToTabPages(queryClient, 3, 'attendance', event({ student_id: 12, value: 1 }), isStaged)).toBe(false);
    expect((queryClient.getQueryData(key) as ListResponse<Attendance>).data[0].students[12]).toBe(0);
  });
});
