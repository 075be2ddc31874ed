import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
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
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ rules: EXTRA_RULES });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Fails (softly, so one run lists every screen) on any serious or critical axe violation of the page. */
export async function expectAxeClean(page: Page, label: string, include?: string) {
  expect.soft(await axeViolations(page, include), label).toEqual([]);
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
