import { apiToken, test, uniqueName, expect } from './helpers';
import { startTestSmtp } from './test-smtp';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
});

test.afterAll(async () => smtp.close());

test.describe('a password link used twice', () => {
  // The second use of the link is refused: the browser's "Failed to load resource … 422" is the message this test reads.
  test.use({ expectedConsole: [/status of 422/] });

  test('a new teacher sets a password from the e-mailed link, signs in and sees only staff screens', async ({
    page,
    request,
  }) => {
    // The mail goes out through the job queue: urgent, ahead of the deliveries earlier specs queued while no SMTP
    // server listened, but a busy machine may still take a while, so wait for it, not a clock.
    test.slow();
    const token = await apiToken(request);
    const email = `${uniqueName('ta').replace(/\s+/g, '.').toLowerCase()}@example.com`;
    const created = await request.post('/api/admin/teachers', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Nadia Samy', gender: 'female', birthDate: '1994-04-02', email, phone: '01000000000' },
    });
    expect(created.ok()).toBeTruthy();

    await expect.poll(() => smtp.received.find((mail) => mail.to.includes(email)), { timeout: 75_000 }).toBeTruthy();
    const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(
      smtp.received.find((mail) => mail.to.includes(email))!.body,
    )?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(/at least 8/)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-new-secret-1');
    await page.getByLabel('Confirm password').fill('a-new-secret-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-new-secret-1');
    await page.getByRole('button', { name: 'Login' }).click();
    // A teaching assistant reaching the admin-only dashboard is sent to /classes.
    await expect(page).toHaveURL(/\/classes$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Manage Users' }).click();
    await expect(nav.getByRole('link', { name: 'Students Accounts' })).toBeVisible();
    for (const hidden of ['Dashboard', 'Users', 'Manage TAs', 'Manage Courses', 'Settings']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/classes$/);

    // The link works once.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('Password', { exact: true }).fill('another-secret-2');
    await page.getByLabel('Confirm password').fill('another-secret-2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This password link is invalid or has expired').first()).toBeVisible();
  });
});
