import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, test, uniqueName, expect } from './helpers';
import { makePdf, makeVideo } from './media-files';

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = 'student-media-pass-1';

/** Two classes, a student in each, and a secure video and a two-page PDF assigned to the first class only. */
async function setUp(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(`/api/admin/${url}`, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data;
  };
  const student = async (name: string) => {
    const email = `${uniqueName(name).replace(/\W/g, '')}@example.com`.toLowerCase();
    const row = await post('students', {
      name,
      gender: 'female',
      birthDate: '2010-05-06',
      email,
      phone: '01234567890',
      studentType: 'school',
      schoolName: 'Nile School',
      password: PASSWORD,
      classes: [],
    });
    return { id: row.id as number, email };
  };
  const [enrolled, outsider] = [await student('Mona Adel'), await student('Hana Samir')];
  const klass = async (students: number[]) =>
    post('classes', { name: uniqueName('Media'), type: 'center', startDate: '2026-01-01', endDate: '2027-06-30', students });
  const [own] = [await klass([enrolled.id]), await klass([outsider.id])];

  const title = uniqueName('Lesson');
  const upload = await request.post('/api/admin/videos/upload', {
    headers,
    multipart: {
      title,
      type: 'Lecture',
      'classesId[]': String(own.id),
      is_secure: '1',
      video: { name: 'lesson.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(makeVideo(4)) },
    },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const videoId = (await upload.json()).data.id as number;
  await expect
    .poll(
      async () => {
        const list = await (await request.get(`/api/admin/videos?q=${encodeURIComponent(title)}`, { headers })).json();
        return list.data[0]?.status;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');

  const pdfName = uniqueName('Sheet').replace(/\W/g, '');
  const pdf = await request.post('/api/admin/pdf', {
    headers,
    multipart: {
      type: 'Worksheet',
      'classesId[0]': String(own.id),
      'pdf[0]': { name: `${pdfName}.pdf`, mimeType: 'application/pdf', buffer: fs.readFileSync(await makePdf(pdfName, 2)) },
    },
  });
  expect(pdf.ok(), await pdf.text()).toBeTruthy();
  return { enrolled, outsider, title, videoId, pdfTitle: `${pdfName}.pdf` };
}

async function signInAsStudent(page: Page, email: string) {
  await page.goto('/student/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
}

test('a student of the class plays the secure video and reads the PDF; a student of another class is refused both', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const data = await setUp(request);

  await signInAsStudent(page, data.enrolled.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Videos' }).click();
  await page.getByText(data.title).click();
  const player = page.getByTestId('video-player');
  // play() is asked again until it takes: on a loaded machine the first call can come before the player has
  // attached its stream, and is refused without a second try.
  const playing = () =>
    player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      if (video.paused) void video.play().catch(() => undefined);
      return video.currentTime;
    });
  await expect.poll(playing, { timeout: 30_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId('watermark')).toHaveText(data.enrolled.email);
  // Pausing reports how far the student got.
  const progress = page.waitForResponse((response) => response.url().includes(`/home/videos/${data.videoId}/progress`));
  await player.evaluate((video: HTMLVideoElement) => video.pause());
  expect((await progress).ok()).toBeTruthy();
  await page.screenshot({ path: test.info().outputPath('student-video.png') });

  await page.getByRole('navigation').getByRole('link', { name: 'PDFs' }).click();
  await page.getByText(data.pdfTitle).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('Page 1 of 2')).toBeVisible();
  // The page opens fitted to the phone's width.
  await expect(viewer.getByTestId('zoom')).not.toHaveText('100%');
  expect((await viewer.getByTestId('pdf-canvas').boundingBox())?.width).toBeLessThanOrEqual(390);
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByText('Page 2 of 2')).toBeVisible();
  await expect(viewer.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('student-pdf.png') });

  // The other student sees neither, and asking for the video's grant directly is refused.
  await page.evaluate(() => localStorage.clear());
  await signInAsStudent(page, data.outsider.email);
  await page.goto(`/student/videos?video=${data.videoId}`);
  await expect(page.getByText('No video has been assigned to your classes yet')).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  await page.goto('/student/pdfs');
  await expect(page.getByText('No PDF has been assigned to your classes yet')).toBeVisible();
  const login = await request.post('/api/home/auth/login', { data: { email: data.outsider.email, password: PASSWORD } });
  const token = (await login.json()).data.token as string;
  const grant = await request.get(`/api/home/videos-from-cipher/${data.videoId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(grant.status()).toBe(403);
});
