import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, signIn, test, uniqueName } from './helpers';

/** Role ids as the users API takes them. */
const TEACHER = 2;
const SUPERVISOR = 4;

/** A staff account of `mainRole` made by the admin through the API, with a password to sign in with. */
async function createStaff(request: APIRequestContext, mainRole: number, prefix: string) {
  const token = await apiToken(request);
  const name = uniqueName(prefix);
  const account = { email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, password: `${prefix}-pass-1`.toLowerCase() };
  const response = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email: account.email, mainRole, password: account.password, password_confirmation: account.password },
  });
  expect(response.ok()).toBeTruthy();
  return account;
}

const mainNavigation = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name });

/** Every entry of the sidebar from top to bottom, a group's entries after it, by their accessible names. */
const entriesOf = (page: Page, name?: string) =>
  mainNavigation(page, name)
    .getByRole('link')
    .or(mainNavigation(page, name).getByRole('button'))
    .evaluateAll((elements) => elements.map((element) => element.textContent!.trim()));

/** Opens the Manage Users group as a user does (it is closed on /classes, outside it). */
async function openManageUsers(page: Page, name = 'Manage Users', navigation?: string) {
  const group = mainNavigation(page, navigation).getByRole('button', { name });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}

/** A screenshot of the sidebar in English and in Arabic, with the same number of entries in both. */
async function shootBothLanguages(page: Page, role: string, count: number) {
  await page.screenshot({ path: `/tmp/shots-screens/sidebar-${role}-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إدارة المستخدمين' })).toHaveAttribute('aria-expanded', 'true');
  expect(await entriesOf(page, 'القائمة الرئيسية')).toHaveLength(count);
  await page.screenshot({ path: `/tmp/shots-screens/sidebar-${role}-ar.png`, fullPage: true });
  await page.getByRole('button', { name: 'تغيير اللغة' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

/** What a teaching assistant and a supervisor are shown: no Dashboard, Users, Manage TAs, Manage Courses, Audit Log, Settings. */
const STAFF_ENTRIES = [
  'Overall',
  'Workstation',
  'Students Report',
  'Compose Email',
  'Send Notification',
  'Manage Users',
  'Students Accounts',
  'Class Students',
  'Center Students',
  'Ranking',
  'Students Approval',
  'Recorded Sessions',
  'Pdfs',
  'Manage Classes',
  'Import/Export',
  'Meetings',
  'Educational Parts',
  'Questions',
  'Centers',
  'Calendar',
];

const ADMIN_ONLY_URLS = ['/dashboard', '/users', '/teachers', '/courses', '/courses/1/calendar', '/audit-log', '/settings'];

test('an admin is shown every entry, the admin screens included', async ({ page }) => {
  await signIn(page);
  await page.goto('/classes');
  await openManageUsers(page);
  const entries = [
    'Dashboard',
    'Overall',
    'Workstation',
    'Students Report',
    'Compose Email',
    'Send Notification',
    'Manage Users',
    'Users',
    'Manage TAs',
    'Students Accounts',
    'Class Students',
    'Center Students',
    'Ranking',
    'Students Approval',
    'Recorded Sessions',
    'Pdfs',
    'Manage Classes',
    'Import/Export',
    'Meetings',
    'Educational Parts',
    'Questions',
    'Manage Courses',
    'Centers',
    'Calendar',
    'Audit Log',
    'Settings',
  ];
  expect(await entriesOf(page)).toEqual(entries);
  await shootBothLanguages(page, 'admin', entries.length);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});

for (const [role, mainRole, prefix] of [
  ['teaching assistant', TEACHER, 'Assistant'],
  ['supervisor', SUPERVISOR, 'Supervisor'],
] as const) {
  test(`a ${role} is shown the staff entries only, and an admin screen typed in the address bar sends them to Manage Classes`, async ({
    page,
    request,
  }) => {
    // Seven admin addresses typed one after the other, each a full page load.
    test.slow();
    const account = await createStaff(request, mainRole, prefix);
    await signIn(page, account);
    // Signing in opens /dashboard, an admin screen: they land on Manage Classes.
    await expect(page).toHaveURL(/\/classes$/);
    await openManageUsers(page);
    expect(await entriesOf(page)).toEqual(STAFF_ENTRIES);
    await shootBothLanguages(page, mainRole === TEACHER ? 'teacher' : 'supervisor', STAFF_ENTRIES.length);

    for (const url of ADMIN_ONLY_URLS) {
      await page.goto(url);
      await expect(page, url).toHaveURL(/\/classes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Classes' })).toBeVisible();
    }
  });
}

test('opening /class-students shows Manage Users open, its entry the current page', async ({ page, request }) => {
  const account = await createStaff(request, TEACHER, 'Assistant');
  await signIn(page, account);
  await page.goto('/class-students');
  const nav = mainNavigation(page);
  await expect(nav.getByRole('button', { name: 'Manage Users' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Class Students' })).toHaveAttribute('aria-current', 'page');

  // Closed by hand, it stays closed on another screen and opens again on the way back to one of its own.
  await nav.getByRole('button', { name: 'Manage Users' }).click();
  await nav.getByRole('link', { name: 'Centers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Centers' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Manage Users' })).toHaveAttribute('aria-expanded', 'false');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Class Students' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Manage Users' })).toHaveAttribute('aria-expanded', 'true');
});
