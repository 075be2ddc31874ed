import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types into a date or time picker as a user does (as e2e/helpers.ts typeInPicker): click its first section
 * and type the digits in the order shown ('31022026' for 31/02/2026, '0930'); the field moves on by itself.
 */
export async function typeInPicker(scope: HTMLElement, label: string | RegExp, digits: string) {
  const field = within(scope).getByRole('group', { name: label });
  await userEvent.click(within(field).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(digits);
}
