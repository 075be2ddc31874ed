import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ZOOM_PORT } from '../playwright.config';
import { startFakeZoom } from '../../api/test/fake-zoom';
import { apiToken, typeInPicker, signIn, test, uniqueName, expect } from './helpers';
import { startTestSmtp } from './test-smtp';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
const STUDENT_PASSWORD = 'student-pass-1';

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  // The app is started with ZOOM_* pointing here (playwright.config.ts).
  zoom = await startFakeZoom({
    port: E2E_ZOOM_PORT,
    accountId: 'e2e-account',
    clientId: 'e2e-client',
    clientSecret: 'e2e-secret',
  });
});

test.afterAll(async () => {
  await smtp.close();
  await zoom.close();
});

/** A class with `count` students who can sign in to the student app. */
async function classWithStudents(request: APIRequestContext, count: number) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const students: { id: number; name: string; email: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = uniqueName(`Pupil${i}`);
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const created = await request.post('/api/admin/students', {
      headers,
      data: {
        name,
        gender: 'female',
        birthDate: '2009-01-02',
        email,
        phone: '01012345678',
        studentType: 'school',
        password: STUDENT_PASSWORD,
      },
    });
    expect(created.ok()).toBeTruthy();
    students.push({ id: (await created.json()).data.userId, name, email });
  }
  const className = uniqueName('Comms class');
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: className,
      type: 'center',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      students: students.map((s) => s.id),
      isRanked: true,
    },
  });
  expect(klass.ok()).toBeTruthy();
  return { headers, classId: (await klass.json()).data.id as number, className, students };
}

async function studentHeaders(request: APIRequestContext, email: string) {
  const login = await request.post('/api/home/auth/login', { data: { email, password: STUDENT_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

/** The student app on a phone, signed in as `email`, in its own browser context (the staff page stays signed in). */
async function studentApp(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto('/student/login');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(STUDENT_PASSWORD);
  await phone.getByRole('button', { name: 'Login' }).click();
  await expect(phone.getByRole('heading', { name: 'My classes' })).toBeVisible();
  return phone;
}

async function chooseClass(page: Page, className: string) {
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: className }).click();
}

test('notify three ticked students (SEND), then the whole class (SEND ALL); the student sees the unread count', async ({
  page,
  request,
  browser,
}) => {
  const { className, students } = await classWithStudents(request, 4);
  await signIn(page);
  await page.goto('/send-notification');
  await page.getByRole('button', { name: 'SEND ALL' }).click();
  await expect(page.getByText('Please select a class')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();

  await chooseClass(page, className);
  await page.getByLabel('Title').fill('Quiz moved');
  await page.getByLabel('Body').fill('The quiz is on Thursday now.');
  for (const student of students.slice(0, 3)) await page.getByRole('checkbox', { name: student.name }).check();
  await expect(page.getByText('3 of 4 selected')).toBeVisible();
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page.getByText('Notification sent to 3 students')).toBeVisible();

  await page.getByLabel('Title').fill('Holiday');
  await page.getByLabel('Body').fill('No class on Sunday.');
  await page.getByRole('button', { name: 'SEND ALL' }).click();
  await expect(page.getByText('Notification sent to 4 students')).toBeVisible();
  await expect(page.getByText('0 of 4 read')).toBeVisible();
  await expect(page.getByText('0 of 3 read')).toBeVisible();

  // The first student's app shows 2 unread on the Inbox tab; opening the newest marks it read.
  const phone = await studentApp(browser, students[0].email);
  await expect(phone.getByTestId('inbox-unread')).toHaveText('2');
  await phone.getByRole('navigation').getByRole('link', { name: 'Inbox' }).click();
  await expect(phone.getByText('2 unread notifications')).toBeVisible();
  await phone.getByRole('heading', { name: 'Holiday' }).click();
  await expect(phone.getByText('1 unread notification')).toBeVisible();
  await expect(phone.getByTestId('inbox-unread')).toHaveText('1');
  await phone.screenshot({ path: test.info().outputPath('student-inbox.png') });
  await phone.context().close();
  const other = await (
    await request.get('/api/home/notifications', { headers: await studentHeaders(request, students[3].email) })
  ).json();
  expect(other.meta.unread).toBe(1);
  await page.reload();
  await chooseClass(page, className);
  await expect(page.getByText('1 of 4 read')).toBeVisible();
});

test('compose an e-mail with a bold line and a list, check the preview, send, and read the delivered message', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { className, students } = await classWithStudents(request, 2);
  await signIn(page);
  await page.goto('/compose-email');
  await chooseClass(page, className);
  await page.getByLabel('Subject').fill('Exam week');
  const editor = page.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Bring your calculator');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Physics on Sunday');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Chemistry on Tuesday');

  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator('strong')).toHaveText('Bring your calculator');
  await expect(preview.locator('li')).toHaveText(['Physics on Sunday', 'Chemistry on Tuesday']);
  await expect(preview.getByText('EduDesk')).toBeVisible();
  await expect(preview.getByText(`a student of ${className}`)).toBeVisible();

  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expect(page.getByText('E-mail queued for 2 recipients')).toBeVisible();
  await expect.poll(() => smtp.received.find((m) => m.to.includes(students[0].email)), { timeout: 20_000 }).toBeTruthy();
  const mail = smtp.received.find((m) => m.to.includes(students[0].email))!.body;
  expect(mail).toContain('<strong>Bring your calculator</strong>');
  expect(mail).toMatch(/<li>(<p>)?Physics on Sunday/);
  expect(mail).toContain('EduDesk');
  expect(mail).toContain('Content-Type: text/plain');
  expect(mail).toContain('* Physics on Sunday');
  await expect(page.getByText('2 sent')).toBeVisible({ timeout: 20_000 });
});

test('a script in the e-mail body never reaches a recipient', async ({ request }) => {
  const { students, classId, headers } = await classWithStudents(request, 1);
  const hostile = await request.post(`/api/admin/classes/${classId}/email/send`, {
    headers,
    data: {
      subject: 'Hostile',
      body: '<p>Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)>',
    },
  });
  expect(hostile.ok()).toBeTruthy();
  const hostileMail = () => smtp.received.find((m) => m.to.includes(students[0].email) && m.body.includes('Subject: Hostile'));
  await expect.poll(hostileMail, { timeout: 20_000 }).toBeTruthy();
  for (const bad of ['<script', 'alert(', 'onerror', 'javascript:']) expect(hostileMail()!.body).not.toContain(bad);
  expect(hostileMail()!.body).toContain('<p>Hi</p>');
});

test('create a link meeting and a webinar; a student joins through the app and appears among the participants', async ({
  page,
  request,
  browser,
}) => {
  const { className, students } = await classWithStudents(request, 1);
  await signIn(page);
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  let dialog = page.getByRole('dialog');
  const topic = uniqueName('Revision');
  await dialog.getByLabel('Topic').fill(topic);
  await dialog.getByLabel('Join link').fill('https://meet.example.org/revision');
  await typeInPicker(dialog, 'Start date', '01/12/2099');
  await typeInPicker(dialog, 'Start time', '17:30');
  await dialog.locator('input[name="hours"]').fill('0');
  await dialog.locator('input[name="minutes"]').fill('0');
  await dialog.getByLabel('Classes').fill(className);
  await page.getByRole('option', { name: className }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The duration must be at least 1 minute')).toBeVisible();
  await dialog.locator('input[name="minutes"]').fill('45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meeting created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(topic) });
  await expect(row.getByText('Link meeting')).toBeVisible();
  await expect(row.getByText('0 h 45 min')).toBeVisible();

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  dialog = page.getByRole('dialog');
  const webinar = uniqueName('Open day');
  await dialog.getByLabel('Topic').fill(webinar);
  await dialog.getByRole('combobox', { name: 'Meeting or webinar' }).click();
  await page.getByRole('option', { name: 'Webinar' }).click();
  await expect(dialog.getByLabel('Join link')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Webinar type' }).click();
  await page.getByRole('option', { name: 'Webinar with registration' }).click();
  await typeInPicker(dialog, 'Start date', '02/12/2099');
  await typeInPicker(dialog, 'Start time', '18:00');
  await dialog.getByLabel('Classes').fill(className);
  await page.getByRole('option', { name: className }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Webinar created successfully')).toBeVisible();
  const webinarRow = page.getByRole('row', { name: new RegExp(webinar) });
  await expect(webinarRow.getByText('Webinar with registration')).toBeVisible();
  await expect(webinarRow.getByRole('link', { name: /zoom\.us\/w\// })).toBeVisible();
  expect(zoom.requests.some((r) => r.path === '/v2/users/me/webinars')).toBe(true);

  // The student finds the meeting on the calendar of the app and joins: the server records the join, then
  // the call's own link opens in a new tab (that service is not reachable here, so it answers locally).
  const phone = await studentApp(browser, students[0].email);
  await phone.context().route('https://meet.example.org/**', (route) => route.fulfill({ body: 'the call' }));
  await phone.goto('/student/meetings?view=calendar&month=2099-12');
  await phone
    .getByRole('grid', { name: 'December 2099' })
    .getByRole('button', { name: new RegExp(topic) })
    .click();
  await phone.screenshot({ path: test.info().outputPath('student-meetings-calendar.png') });
  const [call] = await Promise.all([phone.waitForEvent('popup'), phone.getByRole('button', { name: `Join ${topic}` }).click()]);
  await expect(call).toHaveURL('https://meet.example.org/revision');
  // The same calendar in Arabic: right to left, Arabic month and weekday names.
  await phone.evaluate(() => localStorage.setItem('language', 'ar'));
  await phone.reload();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('grid', { name: /ديسمبر/ })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('student-meetings-calendar-ar.png') });
  await phone.context().close();

  await row.getByRole('button', { name: `Participants of ${topic}` }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/);
  await expect(page.getByRole('cell', { name: students[0].name })).toBeVisible();
  await expect(page.getByText('Not reported')).toBeVisible();
});
