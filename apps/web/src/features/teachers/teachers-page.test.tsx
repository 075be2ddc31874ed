import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teachersApi, type Teacher } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { TeachersPage } from './teachers-page';

const mona: Teacher = {
  id: 4,
  name: 'Mona Adel',
  nickname: 'Ms Mona',
  gender: 'female',
  birthDate: '1990-03-14',
  email: 'mona@example.com',
  phone: '0100000000',
};

const renderPage = () => renderWithProviders(<TeachersPage />, { route: '/teachers', path: '/teachers' });

describe('Manage TAs', () => {
  it('says so when there is no teacher', async () => {
    server.use(answer(teachersApi.list, onePage<Teacher>([])));
    renderPage();
    expect(await screen.findByText('No Teachers Found')).toBeInTheDocument();
  });

  it('lists each teacher with the gender in words and the birthdate as a date', async () => {
    server.use(answer(teachersApi.list, onePage([mona])));
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Mona Adel' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Ms Mona' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Female' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /14.Mar.1990/ })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'mona@example.com' })).toBeInTheDocument();
  });

  it("opens the teacher from the row, shows the server's e-mail error, then saves the change", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let current = mona;
    server.use(
      answer(teachersApi.list, () => onePage([current])),
      refuse(teachersApi.update, 422, 'The given data was invalid.', { email: ['The email has already been taken.'] }),
    );
    renderPage();
    await user.click(await screen.findByRole('cell', { name: 'Mona Adel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit teacher' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('mona@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The email has already been taken.')).toBeInTheDocument();

    server.use(
      answer(teachersApi.update, ({ params, body }) => {
        sent.push({ id: params.id, body });
        current = { ...mona, email: 'mona.adel@example.com' };
        return { message: 'Teacher updated successfully', data: current };
      }),
    );
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'mona.adel@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'mona.adel@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ id: '4', body: expect.objectContaining({ id: 4, name: 'Mona Adel', email: 'mona.adel@example.com', gender: 'female' }) }]);
  });
});
