import type { Locator, Page } from '@playwright/test';
import { adminApi, expect, expectAxeClean, signIn, studentWithClass, test, uniqueName } from './helpers';

const PASSWORD = 'long-texts-pass-1';
const SHOTS = '/tmp/shots';
const SCREENS = [
  { screen: 'desktop', viewport: { width: 1280, height: 800 } },
  { screen: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const LANGUAGES = ['en', 'ar'] as const;

/** The staff app in Arabic, right to left. */
async function switchToArabic(page: Page) {
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The element is drawn whole inside the window's width (not pushed past either edge). */
async function expectOnScreen(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width + 1);
}

for (const { screen, viewport } of SCREENS) {
  for (const language of LANGUAGES) {
    test.describe(`${screen}, ${language}`, () => {
      test.use({ viewport });

      test('a 178-character Arabic and emoji name wraps and clips in the students list, with Email and the actions on screen', async ({
        page,
        request,
      }) => {
        const admin = await adminApi(request);
        const tag = uniqueName('Long').replace(/\W/g, '');
        // No space to break at: Arabic letters and emoji only, then the tag that finds the student.
        const letters = Array.from('عبدالرحمن😀'.repeat(20));
        // Cut by characters, not UTF-16 units: half an emoji is refused as a character not allowed.
        const { student } = await studentWithClass(admin, {
          tag,
          studentNames: [`${letters.slice(0, 178 - tag.length).join('')}${tag}`],
        });
        await signIn(page);
        if (language === 'ar') await switchToArabic(page);
        await page.goto(`/students?q=${tag}`);
        const row = page.getByRole('row').filter({ hasText: student.email });
        await expect(row).toBeVisible();

        await expectOnScreen(page, row.getByText(student.email), 'the e-mail');
        await expectOnScreen(page, row.getByRole('cell').last(), 'the actions');
        // The whole name is at hand where it is clipped.
        await expect(row.locator(`[title="${student.name}"]`)).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/texts-c-long-name-${screen}-${language}.png` });
      });

      test('Manage Pdfs ADD asks before Escape loses what was filled', async ({ page }) => {
        await signIn(page);
        if (language === 'ar') await switchToArabic(page);
        await page.goto('/pdfs');
        await page.getByRole('button', { name: language === 'ar' ? 'إضافة' : 'ADD', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').first().fill('Revision sheet');
        await dialog.getByRole('heading').click();
        await page.keyboard.press('Escape');
        const question = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /Keep editing|متابعة/ }) });
        await expect(question).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/texts-b-discard-${screen}-${language}.png` });
        await question.getByRole('button', { name: /Keep editing|متابعة/ }).click();
        await expect(dialog.getByRole('combobox').first()).toHaveValue('Revision sheet');
      });
    });
  }
}

for (const language of LANGUAGES) {
  test.describe(`phone, ${language}`, () => {
    // Without motion each chevron click scrolls at once (the app honours the setting), so the next one starts from there.
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

    test("the student app's class tabs scroll with a chevron that shows more follow, labels whole", async ({ page, request }) => {
      const admin = await adminApi(request);
      const { student, className } = await studentWithClass(admin, { password: PASSWORD });
      await page.goto('/student/login');
      await page.getByLabel('Email').fill(student.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('link', { name: new RegExp(className) }).click();
      await expect(page.getByRole('tab').first()).toBeVisible();
      if (language === 'ar') {
        await page.evaluate(() => localStorage.setItem('language', 'ar'));
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }

      const tablist = page.getByRole('tablist');
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      // No label is cut: each tab is as wide as its text.
      for (const tab of await tabs.all()) {
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      const more = page.locator('.lt-tabs-scroll--end');
      await expect(more).toBeVisible();
      await expect(more).toBeEnabled();
      await expect(page.locator('.lt-tabs-scroll--start')).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/texts-d-tabs-${language}.png` });

      // Each click brings in most of a row's width, as MUI's scroll buttons do, until the end chevron is spent.
      for (let click = 0; click < 5 && (await more.isEnabled()); click += 1) {
        const before = await tablist.evaluate((row) => row.scrollLeft);
        await more.click();
        await expect.poll(() => tablist.evaluate((row) => row.scrollLeft)).not.toBe(before);
        // The chevrons follow the row's scroll event, drawn in the next frames.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      await expect(more).toBeDisabled();
      const last = tabs.last();
      await expect
        .poll(async () => {
          const [row, tab] = [await tablist.boundingBox(), await last.boundingBox()];
          return tab!.x >= row!.x - 1 && tab!.x + tab!.width <= row!.x + row!.width + 1;
        })
        .toBe(true);
      await expect(page.locator('.lt-tabs-scroll--start')).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/texts-d-tabs-scrolled-${language}.png` });
      await expectAxeClean(page, `student class tabs ${language}`);
    });
  });
}
