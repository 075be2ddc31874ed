import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export { E2E_ADMIN };

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
