import { adminApi, expect, expectAxeClean, studentWithClass, test } from './helpers';

const PASSWORD = 'student-offline-pass-1';

test.use({
  viewport: { width: 390, height: 844 },
  // Offline, what the worker has not kept fails to load: the browser says so in the console.
  expectedConsole: [/ERR_INTERNET_DISCONNECTED/],
  // The other specs run without workers (playwright.config); this one is about the student app's.
  serviceWorkers: 'allow',
});

test('the student manifest and offline shell: a class seen online shows offline, a scan offline is refused', async ({
  page,
  context,
  request,
}) => {
  const { classId, className, student } = await studentWithClass(await adminApi(request), { password: PASSWORD });
  await page.goto('/student/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();

  // Installable: the page links a manifest with a name in each language, icons and the student scope.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'EduDesk Student',
    lang: 'en',
    start_url: '/student/',
    scope: '/student/',
    display: 'standalone',
    theme_color: '#1e5bb8',
  });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  const arabic = await (await request.get('/student/manifest.ar.webmanifest')).json();
  expect(arabic).toMatchObject({ name: 'EduDesk للطلاب', lang: 'ar', dir: 'rtl', start_url: '/student/' });

  // The worker takes the page over, then the class is visited: its answers are kept.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('link', { name: new RegExp(className) }).click();
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('student-api')).keys()).map((request) => new URL(request.url).pathname));
  await expect.poll(kept).toEqual(expect.arrayContaining(['/api/home/auth/me', `/api/home/classes/${classId}/homework`]));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expectAxeClean(page, 'class page offline');

  // A QR link opened offline: refused with the reason, and no scan is sent or kept for later.
  const scans: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/attendance/scan')) scans.push(sent.url());
  });
  await page.goto('/student/scan?t=a-code-seen-offline');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('A scan needs the live code');
  await expectAxeClean(page, 'scan offline');

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('تسجيل الحضور يحتاج إلى الرمز المباشر');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/student/manifest.ar.webmanifest');
  await page.screenshot({ path: 'test-results/student-ar-scan-offline.png' });
  expect(scans).toEqual([]);
});
