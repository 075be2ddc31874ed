import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { centersApi, type Center } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { CentersPage } from './centers-page';

/** The centers the server holds: the handlers below add to it, as the API would. */
function serveCenters(initial: Center[]) {
  const centers = [...initial];
  const queries: URLSearchParams[] = [];
  server.use(
    answer(centersApi.list, ({ query }) => {
      queries.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      return onePage(centers.filter((center) => center.name.toLowerCase().includes(q)));
    }),
    answer(centersApi.create, ({ body }) => {
      const center = { id: centers.length + 1, name: (body as { name: string }).name };
      centers.push(center);
      return { message: 'Center created successfully', data: center };
    }),
  );
  return { queries };
}

const renderPage = (route = '/centers') => renderWithProviders(<CentersPage />, { route, path: '/centers' });

describe('Manage Centers', () => {
  it('says so when there is no center', async () => {
    serveCenters([]);
    renderPage();
    expect(await screen.findByText('No Centers Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Manage Centers' })).toBeInTheDocument();
  });

  it('adds a center from the form and shows it in the list', async () => {
    const user = userEvent.setup();
    serveCenters([{ id: 1, name: 'Nasr City' }]);
    renderPage();
    await screen.findByRole('cell', { name: 'Nasr City' });
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add center' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Heliopolis');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Heliopolis' })).toBeInTheDocument();
    expect(screen.getByText('Center created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the form open with the server's field error beside the name", async () => {
    const user = userEvent.setup();
    serveCenters([]);
    server.use(refuse(centersApi.create, 422, 'The given data was invalid.', { name: ['The name has already been taken.'] }));
    renderPage();
    await screen.findByText('No Centers Found');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add center' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nasr City');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name has already been taken.');
  });

  it('searches by name through the URL', async () => {
    const user = userEvent.setup();
    const { queries } = serveCenters([
      { id: 1, name: 'Nasr City' },
      { id: 2, name: 'Maadi' },
    ]);
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Maadi' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nasr{Enter}');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Maadi' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Nasr City' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('q')).toBe('nasr');
    expect(router.state.location.search).toContain('q=nasr');
  });
});
