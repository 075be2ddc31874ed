import { signIn, test, expect } from './helpers';

test('the built app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  // Each violation becomes a console error naming the directive and the blocked address, which fails the test.
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
});
