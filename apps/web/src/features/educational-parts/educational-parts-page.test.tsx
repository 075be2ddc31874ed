import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authApi, educationalPartsApi, selectOptionsApi, type AuthUser, type EducationalPart } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { EducationalPartsPage } from './educational-parts-page';

const organic: EducationalPart = {
  id: 2,
  name: 'Organic chemistry',
  class_category_id: 3,
  class_category: { id: 3, name: 'Chemistry' },
  questionsCount: 1250,
};

/** Renders the screen for a signed-in user of `role`, over the parts the server holds. */
function renderAs(role: AuthUser['mainRole'], parts: EducationalPart[]) {
  localStorage.setItem('token', 'session-token');
  const created: unknown[] = [];
  server.use(
    answer(authApi.me, { message: '', data: { user: { id: 1, name: 'Hala Said', nickname: null, email: 'hala@example.com', mainRole: role, mainRoleId: 1 } } }),
    answer(educationalPartsApi.list, () => onePage(parts)),
    answer(selectOptionsApi.classCategories, { message: '', data: [{ value: 3, name: 'Chemistry' }, { value: 5, name: 'Physics' }] }),
    answer(educationalPartsApi.create, ({ body }) => {
      created.push(body);
      const part = { ...organic, id: 9, name: 'Optics', class_category_id: 5, class_category: { id: 5, name: 'Physics' }, questionsCount: 0 };
      parts.push(part);
      return { message: 'stored', data: part };
    }),
  );
  renderWithProviders(<EducationalPartsPage />, { route: '/educational-parts', path: '/educational-parts' });
  return { created };
}

afterEach(() => localStorage.clear());

describe('Educational Parts', () => {
  it('says so when there is no part', async () => {
    renderAs('admin', []);
    expect(await screen.findByText('No Educational Parts Found')).toBeInTheDocument();
  });

  it('shows a teacher the parts with their course and question count, without adding or deleting', async () => {
    renderAs('teacher', [organic]);
    const row = (await screen.findByRole('cell', { name: 'Organic chemistry' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Chemistry' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1,250' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Organic chemistry' })).not.toBeInTheDocument();
  });

  it('lets an admin add a part, asking for its course first, and says so in its own words', async () => {
    const user = userEvent.setup();
    const { created } = renderAs('admin', [organic]);
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add educational part' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Optics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Class category is required')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'Physics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Educational part created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Optics' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([{ name: 'Optics', class_category_id: 5 }]);
  });
});
