import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../playwright.config';
import { apiToken, uniqueName } from './helpers';

type Mail = { to: string[]; body: string };
const received: Mail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft breaks and escapes undone, so the link can be read.
        const body = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_w, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  expect((smtp.server.address() as AddressInfo).port).toBe(E2E_SMTP_PORT);
});

test.afterAll(async () => new Promise<void>((resolve) => smtp.close(resolve)));

test('a new teacher sets a password from the e-mailed link, signs in and sees only staff screens', async ({ page, request }) => {
  const token = await apiToken(request);
  const email = `${uniqueName('ta').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  const created = await request.post('/api/admin/teachers', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Nadia Samy', gender: 'female', birthDate: '1994-04-02', email, phone: '01000000000' },
  });
  expect(created.ok()).toBeTruthy();

  await expect.poll(() => received.find((mail) => mail.to.includes(email)), { timeout: 20_000 }).toBeTruthy();
  const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(received.find((mail) => mail.to.includes(email))!.body)?.[0];
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
