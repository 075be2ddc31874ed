import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { examWithSubmission } from './grading-pdf';
import { apiToken, axeViolations, test, uniqueName, expect } from './helpers';
import { makePdf } from './media-files';

type Screen = {
  name: string;
  path: string | (() => string);
  guest?: boolean;
  dialog?: RegExp;
  /** What shows once the screen has loaded its content, beyond its heading. */
  ready?: (page: Page) => Promise<void>;
};

/** The ADD button of a list, or a calendar's Add Event, in either language. */
const ADD = /^(ADD|Add Event)$|^إضافة/;

let courseId = 0;
let gradingEditor = '';
const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/login', guest: true },
  { name: 'set-password', path: '/set-password?token=not-a-real-token', guest: true },
  { name: 'centers', path: '/centers', dialog: ADD },
  { name: 'classes', path: '/classes', dialog: ADD },
  { name: 'courses', path: '/courses', dialog: ADD },
  { name: 'course calendar', path: () => `/courses/${courseId}/calendar`, dialog: ADD },
  { name: 'students', path: '/students', dialog: ADD },
  { name: 'teachers', path: '/teachers', dialog: ADD },
  { name: 'users', path: '/users', dialog: ADD },
  { name: 'class-students', path: '/class-students' },
  { name: 'center-students', path: '/center-students' },
  { name: 'ranking', path: '/ranking' },
  { name: 'students-approval', path: '/students-approval' },
  { name: 'import-export', path: '/import-export' },
  { name: 'user-calendar', path: '/user-calendar' },
  { name: 'educational-parts', path: '/educational-parts', dialog: ADD },
  { name: 'questions', path: '/questions', dialog: ADD },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'workstation', path: '/archive' },
  { name: 'videos', path: '/videos', dialog: ADD },
  { name: 'pdfs', path: '/pdfs', dialog: ADD },
  { name: 'meetings', path: '/meetings', dialog: ADD },
  { name: 'send-notification', path: '/send-notification' },
  { name: 'compose-email', path: '/compose-email' },
  { name: 'overall', path: '/overall' },
  { name: 'students-report', path: '/students-report' },
  { name: 'class-report', path: '/class-report' },
  { name: 'settings', path: '/settings' },
  { name: 'audit log', path: '/audit-log' },
  {
    name: 'grading editor',
    path: () => gradingEditor,
    ready: (page) => expect(page.getByTestId('ink-layer')).toHaveAttribute('data-rendered', /^1:/),
  },
  { name: 'student sign-in', path: '/student/login', guest: true },
  { name: 'student forgot-password', path: '/student/forgot-password', guest: true },
  { name: 'not-found', path: '/no-such-screen' },
];

let token = '';
test.beforeAll(async ({ request }) => {
  token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // One row in each main list, so tables, rows and their actions are checked too.
  const center = await request.post('/api/admin/centers', { headers, data: { name: uniqueName('Axe center') } });
  const studentName = uniqueName('Axe student');
  await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'female',
      birthDate: '2009-01-02',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      studentType: 'center',
      centerId: (await center.json()).data.id as number,
    },
  });
  const course = await request.post('/api/admin/class-categories', {
    headers,
    data: { name: uniqueName('Axe course'), code: 'AXE-1' },
  });
  courseId = (await course.json()).data.id as number;
  await request.post('/api/admin/classes', {
    headers,
    data: {
      name: uniqueName('Axe class'),
      type: 'center',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      sessions: [{ weekday: 'Saturday', startTime: '10:00' }],
      isRanked: true,
    },
  });
  gradingEditor = (await examWithSubmission(request, ['First page answer', 'Second page answer'])).editor;
});

/** Checks the page and logs its count, so a run shows where violations are. */
async function check(page: Page, label: string) {
  const found = await axeViolations(page);
  console.log(`AXE ${label}: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
  expect.soft(found, label).toEqual([]);
}

/** Opens the screen signed in (or not) with the language chosen, and waits until it has settled. */
async function openScreen(page: Page, screen: Screen, session: [string, string] | null, language: 'en' | 'ar') {
  await page.addInitScript(
    ([key, storedToken, storedLanguage]) => {
      if (key) localStorage.setItem(key, storedToken);
      localStorage.setItem('language', storedLanguage);
    },
    [...(session ?? ['', '']), language] as const,
  );
  await page.goto(typeof screen.path === 'function' ? screen.path() : screen.path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await screen.ready?.(page);
  await page.waitForLoadState('networkidle');
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe in ${language}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violation`, async ({ page }) => {
        await openScreen(page, screen, screen.guest ? null : ['token', token], language);
        await check(page, `${language} ${screen.name}`);
        if (screen.dialog) {
          await page.getByRole('main').getByRole('button', { name: screen.dialog }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await check(page, `${language} ${screen.name} dialog`);
        }
      });
    }
  });
}

const STUDENT_PASSWORD = 'axe-student-pass-1';
const WORK_TABS = ['homework', 'quizzes', 'exams', 'classworks', 'attendance'];
const student = { token: '', classId: 0, quizId: 0 };
const STUDENT_SCREENS: Screen[] = [
  { name: 'classes', path: '/student/classes' },
  ...WORK_TABS.map((tab) => ({ name: `class ${tab}`, path: () => `/student/classes/${student.classId}?tab=${tab}` })),
  { name: 'quiz paper', path: () => `/student/classes/${student.classId}/quizzes/${student.quizId}` },
  { name: 'inbox', path: '/student/inbox' },
  { name: 'meetings', path: '/student/meetings' },
  { name: 'videos', path: '/student/videos' },
  { name: 'pdfs', path: '/student/pdfs' },
];

test.describe('the student app', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A class with a homework handed in, an exam, a quiz of one question, an attendance, a PDF and a notification.
  test.beforeAll(async ({ request }) => {
    const headers = { authorization: `Bearer ${token}` };
    const post = async (url: string, data: unknown) => {
      const response = await request.post(`/api/admin/${url}`, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
      return (await response.json()).data;
    };
    const email = `${uniqueName('axestudent').replace(/\W/g, '')}@example.com`.toLowerCase();
    const { id: studentId } = await post('students', {
      name: 'Axe Student',
      gender: 'female',
      birthDate: '2010-05-06',
      email,
      phone: '01234567890',
      studentType: 'school',
      schoolName: 'Nile School',
      password: STUDENT_PASSWORD,
    });
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
    const today = new Date().toISOString().slice(0, 10);
    const klass = await post('classes', {
      name: uniqueName('Axe student class'),
      type: 'center',
      startDate: '2026-01-01',
      endDate: '2027-06-30',
      students: [studentId],
      isRanked: true,
    });
    student.classId = klass.id;
    const course = await post('class-categories', { name: uniqueName('Axe units'), code: uniqueName('AU').replace(/\W/g, '') });
    const part = await post('educational-parts', { name: 'Units', class_category_id: course.id });
    await post('questions', {
      text: 'Which is right?',
      type: 'single_choice',
      points: 1,
      complexity: 2,
      educational_part_ids: [part.id],
      options: [
        { order: 1, text: 'Right', is_correct: true },
        { order: 2, text: 'Wrong', is_correct: false },
      ],
    });
    const quizQuestions = [{ type: 'dynamic', order: 1, quantity: 1, educational_part_id: part.id, complexity: 2 }];
    const quiz = await post(`classes/${klass.id}/quizzes`, {
      name: 'Quiz of units',
      date: today,
      dueDate: due,
      maxScore: 10,
      duration_minutes: 15,
      questions: quizQuestions,
    });
    student.quizId = quiz.id;
    const homework = await post(`classes/${klass.id}/homework`, { name: 'Homework of units', dueDate: due, maxScore: 10 });
    await post(`classes/${klass.id}/exams`, { name: 'Exam of units', dueDate: due, maxScore: 20, grading: [], questions: [] });
    await post(`classes/${klass.id}/attendance`, { name: 'Session 1', date: today });
    await post(`classes/${klass.id}/notifications/send`, {
      title: 'Bring your notes',
      body: 'Tomorrow we revise unit 1.',
      studentIds: [],
    });
    const pdf = await request.post('/api/admin/pdf', {
      headers,
      multipart: {
        type: 'Worksheet',
        'classesId[0]': String(klass.id),
        'pdf[0]': { name: 'units.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(await makePdf('units', 1)) },
      },
    });
    expect(pdf.ok(), await pdf.text()).toBeTruthy();
    const login = await request.post('/api/home/auth/login', { data: { email, password: STUDENT_PASSWORD } });
    expect(login.ok(), await login.text()).toBeTruthy();
    student.token = (await login.json()).data.token as string;
    // Handed in: its status chip is the "submitted" one.
    const handedIn = await request.post(`/api/home/classes/${klass.id}/homework/${homework.id}/submit`, {
      headers: { authorization: `Bearer ${student.token}` },
      multipart: {
        file: { name: 'answers.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(await makePdf('answers', 1)) },
      },
    });
    expect(handedIn.ok(), await handedIn.text()).toBeTruthy();
  });

  for (const language of ['en', 'ar'] as const) {
    for (const screen of STUDENT_SCREENS) {
      test(`${language} student ${screen.name} has no serious or critical violation`, async ({ page }) => {
        await openScreen(page, screen, ['student-token', student.token], language);
        await check(page, `${language} student ${screen.name}`);
      });
    }
  }
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists keep No., name and actions as columns and the page never scrolls sideways', async ({ page }) => {
    // Fifteen screens in one test: on a busy two-CPU machine they took longer than the 30 s meant for one.
    test.slow();
    await page.addInitScript((storedToken) => localStorage.setItem('token', storedToken), token);
    const lists = ['/centers', '/classes', '/courses', '/students', '/teachers', '/users', '/user-calendar'];
    for (const path of [...lists, '/archive', '/videos', '/pdfs', '/meetings', '/overall', '/students-report', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.goto('/classes');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    // The other values move under the name as "Header: value" lines.
    await expect(page.getByRole('row').nth(1)).toContainText('Start Date:');
  });
});
