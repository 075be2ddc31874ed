import { signIn, test, expect } from './helpers';

test('the built app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page);
  for (const path of ['/classes', '/students', '/centers', '/teachers']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
