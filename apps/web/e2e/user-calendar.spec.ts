import { WEEKDAYS } from '@backoffice/contract';
import { apiToken, signIn, test, uniqueName, expect } from './helpers';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test("the calendar shows the user's class sessions with title and time, month by month", async ({ page, request }) => {
  const token = await apiToken(request);
  const title = uniqueName('Biology');
  const today = new Date();
  const created = await request.post('/api/admin/classes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: title,
      type: 'center',
      startDate: isoOf(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
      endDate: isoOf(new Date(today.getFullYear(), today.getMonth() + 3, 0)),
      sessions: WEEKDAYS.map((weekday) => ({ weekday, startTime: '09:15' })),
      isRanked: true,
    },
  });
  expect(created.ok()).toBeTruthy();

  await signIn(page);
  await page.goto('/user-calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', exact: true })).toBeVisible();
  const columns = await page.getByRole('columnheader').allInnerTexts();
  expect(columns.map((text) => text.trim())).toEqual([...WEEKDAYS]);
  const todayCell = page.locator(`[data-date="${isoOf(today)}"]`);
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  await expect(todayCell.getByText(title)).toBeVisible();
  await expect(todayCell.getByText('09:15')).toBeVisible();

  await page.getByRole('button', { name: 'Next month' }).click();
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await expect(page).toHaveURL(new RegExp(`month=${next.getFullYear()}-${pad(next.getMonth() + 1)}`));
  await expect(page.locator(`[data-date="${isoOf(next)}"]`).getByText(title)).toBeVisible();
});
