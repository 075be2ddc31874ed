import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
