import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminApi, signIn, studentWithClass, uniqueName } from './helpers';

/** What a register spec may change of its class: the names it shows or looks for. */
export type RegisterOptions = {
  /** Starts the tag that makes every name of the run unique. */
  prefix: string;
  /** How many students (Pupil A, B, C <tag>), 2 unless said. */
  students?: 1 | 2 | 3;
  /** The teaching assistant's name before the tag. */
  assistantName?: string;
  /** The course's name before the tag. */
  course?: string;
  /** The class's name before the tag ('Class' unless said). */
  className?: string;
};

/**
 * A class of a new course taught by a new teaching assistant, its students, a Week 1 register, and the
 * assistant's sign-in, made through the API: what the register specs (history, live, stale save, offline,
 * shared computer) stage, queue and save.
 */
export async function createRegister(
  request: APIRequestContext,
  { prefix, students = 2, assistantName = 'Salma', course = 'Biology', className = 'Class' }: RegisterOptions,
) {
  const admin = await adminApi(request);
  const tag = uniqueName(prefix).replace(/\W/g, '');
  const assistant = { name: `${assistantName} ${tag}`, email: `${tag.toLowerCase()}@example.com`, password: 'assistant pass 1' };
  const teacher = await admin.post('/api/admin/users', { ...assistant, mainRole: 2, password_confirmation: assistant.password });
  const created = await studentWithClass(admin, {
    tag,
    course: `${course} ${tag}`,
    className: `${className} ${tag}`,
    studentNames: ['A', 'B', 'C'].slice(0, students).map((letter) => `Pupil ${letter} ${tag}`),
    teachers: [teacher.id],
  });
  const item = await admin.post(`/api/admin/classes/${created.classId}/attendance`, { name: 'Week 1', date: '2026-11-02' });
  return {
    admin,
    assistant: { ...assistant, id: teacher.id },
    classId: created.classId,
    itemId: item.id,
    students: created.students,
    url: `/archive?category=${created.categoryId}&classType=${created.classId}`,
  };
}

export type Register = Awaited<ReturnType<typeof createRegister>>;

/** Saves attendance statuses of the register's Week 1 through the API, one save each, as the admin. */
export async function saveAttendance(register: Register, entries: { studentId: number; status: number }[]) {
  for (const { studentId, status } of entries) {
    await register.admin.post(`/api/admin/classes/${register.classId}/attendance/changeStudentAttendanceStatus`, {
      attendances: [[studentId, register.itemId, status]],
    });
  }
}

/** Week 1's cell of a student (the columns are Student, Code, Week 1). */
export const weekCell = (page: Page, student: string) =>
  page.getByRole('grid').getByRole('row').filter({ hasText: student }).getByRole('gridcell').nth(2);

/**
 * A signed-in session (the admin's unless `account`) in its own browser context, in `language`; its console is
 * watched by the guard of ./helpers.
 */
export async function openSession(
  browser: Browser,
  account: { email: string; password: string } | undefined,
  language: 'en' | 'ar',
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await page.evaluate((stored) => localStorage.setItem('language', stored), language);
  return { page, close: () => context.close() };
}

/** Waits until the service worker controls the page (it claims it once installed): from then on it keeps the reads. */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
