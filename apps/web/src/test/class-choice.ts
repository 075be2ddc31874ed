import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { selectOptionsApi } from '@backoffice/contract';
import { answer, server } from './server';

/** The class pickers of the pages that write to a class (an e-mail, a notification) offer one class: Physics 1 (id 7). */
export function answerOneClass() {
  server.use(answer(selectOptionsApi.classes, { message: '', data: [{ value: 7, name: 'Physics 1' }] }));
}

/** Picks Physics 1 in the page's Class field, as a user does. */
export async function chooseClass(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /Class/ }));
  await user.click(await screen.findByRole('option', { name: 'Physics 1' }));
  // The list closes before the rest of the page can be reached again.
  expect(await screen.findByRole('combobox', { name: /Class/ })).toHaveTextContent('Physics 1');
}
