import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { apiToken, test, uniqueName, expect } from './helpers';

type Screen = { name: string; path: string | (() => string); guest?: boolean; dialog?: RegExp };

/** The ADD button of a list, or a calendar's Add Event, in either language. */
const ADD = /^(ADD|Add Event)$|^إضافة/;

let courseId = 0;
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
  { name: 'student sign-in', path: '/student/login', guest: true },
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
});

/** Moderate rules held too: a page's structure (one main landmark, one h1, no skipped heading level). */
const STRUCTURE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'heading-order']);

/** Serious and critical violations (and the structure rules), each as "rule: selector" so a failure names what to fix. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function check(page: Page, label: string) {
  const found = await seriousViolations(page);
  console.log(`AXE ${label}: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
  expect.soft(found, label).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe in ${language}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violation`, async ({ page }) => {
        await page.addInitScript(
          ([storedToken, storedLanguage]) => {
            if (storedToken) localStorage.setItem('token', storedToken);
            localStorage.setItem('language', storedLanguage);
          },
          [screen.guest ? '' : token, language] as const,
        );
        await page.goto(typeof screen.path === 'function' ? screen.path() : screen.path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(200);
        await check(page, `${language} ${screen.name}`);
        if (screen.dialog) {
          await page.getByRole('main').getByRole('button', { name: screen.dialog }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.waitForLoadState('networkidle');
          // Let the opening fade end: half-transparent text would be measured as low contrast.
          await page.waitForTimeout(400);
          await check(page, `${language} ${screen.name} dialog`);
        }
      });
    }
  });
}

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists keep No., name and actions as columns and the page never scrolls sideways', async ({ page }) => {
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
