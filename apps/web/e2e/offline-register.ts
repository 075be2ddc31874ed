import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, studentWithClass, uniqueName } from './helpers';

/**
 * A class taught by a new teaching assistant, its students (`students` of them), a Week 1 register, and the
 * assistant's sign-in: what the offline and shared-computer specs stage, queue and save.
 */
export async function createRegister(request: APIRequestContext, prefix: string, students = 2) {
  const admin = await adminApi(request);
  const tag = uniqueName(prefix).replace(/\W/g, '');
  const assistant = { name: `Salma ${tag}`, email: `${tag.toLowerCase()}@example.com`, password: 'assistant pass 1' };
  const teacher = await admin.post('/api/admin/users', { ...assistant, mainRole: 2, password_confirmation: assistant.password });
  const created = await studentWithClass(admin, {
    tag,
    course: `Biology ${tag}`,
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

/** Week 1's cell of a student (the columns are Student, Code, Week 1). */
export const weekCell = (page: Page, student: string) =>
  page.getByRole('grid').getByRole('row').filter({ hasText: student }).getByRole('gridcell').nth(2);

/** Waits until the service worker controls the page (it claims it once installed): from then on it keeps the reads. */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
