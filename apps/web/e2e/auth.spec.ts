import { E2E_ADMIN, signIn, test, expect } from './helpers';

test('an anonymous visitor is sent to /login, and / leads to the dashboard after sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('a refused sign-in', () => {
  // The wrong password's answer is the browser's "Failed to load resource … 401": the error this test shows.
  test.use({ expectedConsole: [/status of 401/] });

  test('the login form checks its fields and shows the server error', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('a signed-in user is sent away from /login and the history is replaced', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout revokes the session, toasts and returns to /login', async ({ page }) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const me = await page.request.get('/api/admin/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test.describe('a session the server no longer knows', () => {
  // The forged token's first request is refused: the browser's "Failed to load resource … 401" is this test's cause.
  test.use({ expectedConsole: [/status of 401/] });

  test('a 401 with a stored token clears it and goes to /login', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('token', 'revoked-or-forged'));
    await page.goto('/centers');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-screen');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the sidebar lists every entry in the spec order, then the Audit Log, and each opens its screen', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Manage Users' }).click();
  const labels = (await nav.locator('.MuiListItemText-primary').allInnerTexts()).map((text) => text.trim());
  expect(labels).toEqual([
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
    // not in the spec's list: the history of marks (issue 26), for admins
    'Audit Log',
    'Settings',
  ]);
  await nav.getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
});
