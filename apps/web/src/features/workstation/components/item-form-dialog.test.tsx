import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import type { WorkstationTab } from '../workstation-tabs';
import { ItemFormDialog } from './item-form-dialog';

const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
/** Every value written into an input: Chrome warns 'The specified value "NaN" cannot be parsed' on a number input given NaN. */
let written: string[] = [];

beforeEach(() => {
  written = [];
  Object.defineProperty(HTMLInputElement.prototype, 'value', {
    ...inputValue,
    set(this: HTMLInputElement, value: unknown) {
      written.push(String(value));
      inputValue.set!.call(this, value);
    },
  });
  server.use(http.get('*/api/admin/select-options/*', () => HttpResponse.json({ message: '', data: [] })));
});
afterEach(() => Object.defineProperty(HTMLInputElement.prototype, 'value', inputValue));

const openAdd = (tab: WorkstationTab) =>
  renderWithProviders(<ItemFormDialog classId={3} tab={tab} open item={null} onClose={() => undefined} />);

describe('the add-item dialogs of the workstation', () => {
  it('open Add Attendance with a blank max score, never NaN', async () => {
    openAdd('attendance');
    expect(await screen.findByLabelText(/Max score/)).toHaveValue(null);
    expect(written).not.toContain('NaN');
  });

  it('open Add Quiz with a blank max score and blank grade ranges once a grading type is chosen', async () => {
    openAdd('quizzes');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Max score/)).toHaveValue(null);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Grading type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1-9' }));
    expect(await within(dialog).findByRole('spinbutton', { name: '1 from' })).toHaveValue(null);
    expect(written).not.toContain('NaN');
  });

  it('keeps a cleared max score blank and asks for it', async () => {
    openAdd('quizzes');
    const maxScore = await screen.findByLabelText(/Max score/);
    await userEvent.type(maxScore, '20');
    await userEvent.clear(maxScore);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max score is required')).toBeVisible();
    expect(written).not.toContain('NaN');
  });
});
