import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/language';
import { typeInPicker } from '@/test/pickers';
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
  it('open Add Quiz with a blank max score and blank grade ranges once a grading type is chosen', async () => {
    openAdd('quizzes');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Max score/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Grading type/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1-9' }));
    expect(await within(dialog).findByRole('textbox', { name: '1 from' })).toHaveValue('');
    expect(written).not.toContain('NaN');
  });

  it('takes a max score typed with a decimal comma or Arabic-Indic digits', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/classes/3/homework', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Saved successfully', data: {} });
      }),
    );
    openAdd('homework');
    const dialog = await screen.findByRole('dialog');
    const maxScore = within(dialog).getByLabelText(/Max score/);
    await userEvent.type(maxScore, '٢٠');
    expect(maxScore).toHaveValue('٢٠');
    await userEvent.clear(maxScore);
    await userEvent.type(maxScore, '12,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Quiz 1');
    await typeInPicker(dialog, /Due date/, '01122026');
    await typeInPicker(dialog, /Time/, '0930');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ maxScore: 12.5, dueDate: '2026-12-01 09:30' })]));
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

  describe('Add Attendance', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it("starts at today's date and asks no max score", async () => {
      const sent: unknown[] = [];
      server.use(
        http.post('*/api/admin/classes/3/attendance', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ message: 'Saved successfully', data: {} });
        }),
      );
      openAdd('attendance');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByLabelText(/Max score/)).toBeNull();
      await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Week 1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toEqual([expect.objectContaining({ name: 'Week 1', date: format(new Date(), 'yyyy-MM-dd') })]));
    });

    it.each([
      ['en', 'Date is required'],
      ['ar', 'التاريخ مطلوب'],
    ] as const)('says in %s that the date is required once it is cleared', async (language, message) => {
      await act(() => changeLanguage(language));
      openAdd('attendance');
      const dialog = await screen.findByRole('dialog');
      const date = within(within(dialog).getAllByRole('group')[0]).getAllByRole('spinbutton')[0];
      await userEvent.click(date);
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      await userEvent.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Save' : /حفظ/ }));
      expect(await within(dialog).findByText(message)).toBeVisible();
    });
  });
});
