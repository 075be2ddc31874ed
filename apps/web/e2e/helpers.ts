import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export { E2E_ADMIN, expect };

type Guard = {
  /**
   * Console messages a test provokes on purpose, e.g. the browser's "Failed to load resource … 412" of a refused
   * SAVE. One pattern, with alternation for several (/status of (403|401)/): Playwright reads a two-item array
   * whose second item is an object as [value, options].
   */
  expectedConsole: RegExp[];
  consoleGuard: void;
};

const SERVICE_WORKER_BLOCKED = /^warning: Service Worker registration blocked by Playwright/;

/**
 * Every browser test imports `test` from here: it fails on any console error or warning and any uncaught
 * error of the app, in every page of every browser context the test opens (its own `browser.newContext()`
 * ones included), unless the test names the message in `expectedConsole`.
 */
export const test = base.extend<Guard>({
  expectedConsole: [[], { option: true }],
  consoleGuard: [
    async ({ browser, context, expectedConsole }, use) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          const text = `${message.type()}: ${message.text()} (${message.location().url})`;
          // The harness's own note where it keeps the service worker out (playwright.config's serviceWorkers).
          if (SERVICE_WORKER_BLOCKED.test(text)) return;
          if (!expectedConsole.some((expected) => expected.test(text))) problems.push(text);
        });
        watched.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`));
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(problems, 'console errors and warnings of the app').toEqual([]);
    },
    { auto: true },
  ],
});

/** Moderate rules held too: a page's structure (one main landmark, one h1, no skipped heading level). */
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'heading-order']);

/**
 * Label in name (WCAG 2.5.3, level A) is still marked experimental in axe, so it is switched on by hand: a
 * control named other than what it shows cannot be found by a voice-control user saying what they see.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * The page's serious and critical axe violations (every rule that is not experimental, label in name, plus
 * the structure rules), each as "rule: selector" so a failure names what to fix.
 *
 * A page without frames is checked by axe-core's own `axe.run`, put into the page once per document: AxeBuilder
 * injects its half a megabyte of script on every check and finishes the run in a blank page it opens, about four
 * seconds a check on a small machine against one for the run itself. A page with frames keeps AxeBuilder, which
 * checks inside them too.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsEnded(page);
  const options = { rules: EXTRA_RULES };
  let results: AxeResults;
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    if (include) builder.include(include);
    results = await builder.analyze();
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    results = await page.evaluate(
      ({ include, options }) => (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, options),
      { include, options },
    );
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Fails (softly, so one run lists every screen) on any serious or critical axe violation of the page. */
export async function expectAxeClean(page: Page, label: string, include?: string) {
  expect.soft(await axeViolations(page, include), label).toEqual([]);
}

/**
 * Waits until what the user sees has stopped moving: two animation frames (so a fade or slide just started has
 * begun), then every animation with an end to finish (a spinner's endless one is left alone). Axe measures the
 * contrast of half-transparent text as low, so it checks a page only after this.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    // A cancelled animation rejects `finished`: it has ended too.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, account = E2E_ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(dashboard|classes)$/);
}

/** A bearer token for setting up data through the API. */
export async function apiToken(request: APIRequestContext, account = E2E_ADMIN): Promise<string> {
  const response = await request.post('/api/admin/auth/login', { data: account });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data.token as string;
}

/** An API answer's `data`, of the shape the caller names; fails the test, with the server's answer, on an error status. */
export async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/**
 * The API as an account (the e2e admin unless told) for setting up data: `get` and `post` answer the response's
 * `data` (a created row's id unless the caller names its shape) and fail the test, with the server's answer, on
 * an error status. `headers` sign other requests the same way.
 */
export async function adminApi(request: APIRequestContext, account = E2E_ADMIN) {
  const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
  return {
    headers,
    get: async <T = { id: number }>(url: string) => dataOf<T>(await request.get(url, { headers })),
    post: async <T = { id: number }>(url: string, data?: unknown) => dataOf<T>(await request.post(url, { headers, data })),
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/**
 * A course, its students (one, 'Pupil <tag>', unless named) and a center class of 2026 holding them, taught by
 * `teachers`, made through the API. A student's e-mail is their name's letters and digits at example.com.
 */
export async function studentWithClass(
  api: AdminApi,
  {
    tag = uniqueName('E2E').replace(/\W/g, ''),
    course = `Chemistry ${tag}`,
    className = `Class ${tag}`,
    studentNames = [`Pupil ${tag}`],
    password,
    teachers = [],
  }: { tag?: string; course?: string; className?: string; studentNames?: string[]; password?: string; teachers?: number[] } = {},
) {
  const category = await api.post('/api/admin/class-categories', { name: course, code: tag.slice(-12) });
  const students: { id: number; name: string; email: string }[] = [];
  for (const name of studentNames) {
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const passwordFields = password ? { password, password_confirmation: password } : {};
    const { id } = await api.post('/api/admin/students', {
      name,
      gender: 'female',
      birthDate: '2009-01-01',
      email,
      phone: '01012345678',
      schoolName: 'Cairo School',
      ...passwordFields,
    });
    students.push({ id, name, email });
  }
  const klass = await api.post('/api/admin/classes', {
    name: className,
    type: 'center',
    categoryId: category.id,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    teachers,
    students: students.map((student) => student.id),
  });
  return { tag, categoryId: category.id, classId: klass.id, className, students, student: students[0] };
}

/** An exam paper as the student side serves it: its questions and their options. */
export type ExamPaper = { questions: { question_id: number; options: { id: number; text: string }[] }[] };

/**
 * The student's side of an exam: signs in through the home API, opens the paper and hands in the answers
 * `answersOf` gives for it (an option is found by its text in the paper).
 */
export async function answerExam(
  request: APIRequestContext,
  student: { email: string; password: string },
  { classId, examId }: { classId: number; examId: number },
  answersOf: (paper: ExamPaper) => unknown[],
) {
  const login = await dataOf<{ token: string }>(await request.post('/api/home/auth/login', { data: student }));
  const headers = { authorization: `Bearer ${login.token}` };
  const exam = `/api/home/classes/${classId}/exams/${examId}`;
  const paper = await dataOf<ExamPaper>(await request.post(`${exam}/start`, { headers }));
  await dataOf(await request.post(`${exam}/answers`, { headers, data: { answers: answersOf(paper) } }));
}

/** The id of the option of question `questionId` that reads `text` in the paper. */
export const optionOf = (paper: ExamPaper, questionId: number, text: string) =>
  paper.questions.find((question) => question.question_id === questionId)!.options.find((option) => option.text === text)!.id;

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The date or time picker field labelled `label` (its sections form one group named by the label). */
export const pickerField = (scope: Locator | Page, label: string) => scope.getByRole('group', { name: label });

/**
 * Types into a date or time picker as a user does: click its first section and type the digits in the
 * order shown ('23/09/2026' or '16:00'); the field moves from section to section by itself.
 */
export async function typeInPicker(scope: Locator, label: string, shown: string) {
  await pickerField(scope, label).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(shown.replace(/\D/g, ''));
}
