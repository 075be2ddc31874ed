import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { birthDateField } from '@backoffice/contract';
import { changeLanguage } from '@/lib/language';
import { typeInPicker } from '@/test/pickers';
import { renderWithProviders } from '@/test/render';
import { FormDateField } from './form-date-field';
import { FormDialog } from './form-dialog';

const schema = z.object({ birthDate: birthDateField });
type Values = z.infer<typeof schema>;

function renderBirthDateForm(onSubmit = vi.fn(() => Promise.resolve({}))) {
  renderWithProviders(
    <FormDialog<Values> open title="Student" schema={schema} defaultValues={{ birthDate: '' }} onClose={() => undefined} onSubmit={onSubmit}>
      {(form) => <FormDateField form={form} name="birthDate" label="Birth date" required />}
    </FormDialog>,
  );
  return onSubmit;
}

describe('a date field of a form', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it.each([
    ['en', 'Save', 'This date does not exist'],
    ['ar', 'حفظ', 'هذا التاريخ غير موجود'],
  ] as const)('says in %s that 31/02 does not exist, rather than that the date is required', async (language, save, message) => {
    await act(() => changeLanguage(language));
    const onSubmit = renderBirthDateForm();
    const dialog = await screen.findByRole('dialog');
    await typeInPicker(dialog, /Birth date/, '31022026');
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still says a blank date is required, and sends a real one', async () => {
    const onSubmit = renderBirthDateForm();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Birth date is required')).toBeVisible();
    await typeInPicker(dialog, /Birth date/, '28022012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birthDate: '2012-02-28' }));
  });
});
