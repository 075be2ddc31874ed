import { queryOptions, useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ListResponse } from '@backoffice/contract';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ListPage } from './list-page';
import type { ListParams } from './use-list-params';

type Row = { id: number; name: string };
const NAMES = Array.from({ length: 35 }, (_, i) => `Center ${String(i + 1).padStart(2, '0')}`);

/**
 * A list source with the server's paging rules, so the page is exercised without a network. `keyed`: paged by
 * key as Students Accounts is, the cursor being a row's name; `after`/`before` then win over the page number.
 */
function listOf(names: string[], keyed = false, estimated = false) {
  return ({ q, page, after, before }: ListParams) =>
    queryOptions({
      queryKey: ['test', names.length, q, page, after, before],
      queryFn: async (): Promise<ListResponse<Row>> => {
        const matches = names.filter((name) => name.toLowerCase().includes(q.toLowerCase()));
        const rows = after
          ? matches.filter((name) => name > after).slice(0, 30)
          : before
            ? matches.filter((name) => name < before).slice(-30)
            : matches.slice((page - 1) * 30, page * 30);
        const data = rows.map((name) => ({ id: names.indexOf(name) + 1, name }));
        const total_pages = Math.max(1, Math.ceil(matches.length / 30));
        const cursors = keyed && rows.length > 0 ? { previous_cursor: rows[0], next_cursor: rows.at(-1) } : {};
        return {
          message: '',
          data,
          meta: {
            pagination: {
              total: matches.length,
              count: data.length,
              per_page: 30,
              current_page: page,
              total_pages,
              ...cursors,
              ...(estimated ? { total_is_estimate: true } : {}),
            },
          },
        };
      },
    });
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** The list as a screen has it: its deletion is a mutation of the app's query client (which toasts a failure). */
function CentersList({ remove, ...props }: {
  remove: (id: number) => Promise<{ message: string }>;
  listQuery: ReturnType<typeof listOf>;
  onAdd: () => void;
  onRowClick: (row: Row) => void;
}) {
  const mutation = useMutation({ mutationFn: (id: number) => remove(id) });
  return (
    <ListPage
      title="Manage Centers"
      emptyText="No Centers Found"
      columns={[
        { header: 'No.', render: (_: Row, n: number) => n },
        { header: 'Name', render: (row: Row) => row.name },
      ]}
      deletion={{ nameOf: (row: Row) => row.name, mutation }}
      {...props}
    />
  );
}

function renderList(
  names: string[],
  url = '/centers',
  remove: (id: number) => Promise<{ message: string }> = vi.fn(async () => ({ message: 'Center deleted successfully' })),
  keyed = false,
  estimated = false,
) {
  const onRowClick = vi.fn();
  renderWithProviders(
    <>
      <CentersList remove={remove} listQuery={listOf(names, keyed, estimated)} onAdd={() => undefined} onRowClick={onRowClick} />
      <LocationProbe />
    </>,
    { route: url, path: '/centers' },
  );
  return { onRowClick, remove };
}

const location = () => screen.getByLabelText('location').textContent;

// Dialogs and tooltips animate: on a busy shared machine a test can take longer than the default 5 s.
describe('ListPage', () => {
  it('numbers rows across pages and bounds Previous and Next by total_pages', async () => {
    const user = userEvent.setup();
    renderList(NAMES);
    expect(await screen.findByText('Center 01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Center 31')).toBeInTheDocument();
    expect(location()).toBe('/centers?page=2');
    expect(screen.getByRole('cell', { name: '31' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says "about" when the total is the database\'s estimate of a long list', async () => {
    renderList(NAMES, '/centers', undefined, false, true);
    expect(await screen.findByText('Page 1 of about 2')).toBeInTheDocument();
  });

  it('goes Next and Previous from the edge of the page shown when the list pages by key', async () => {
    const user = userEvent.setup();
    renderList(
      Array.from({ length: 65 }, (_, i) => `Center ${String(i + 1).padStart(2, '0')}`),
      '/centers',
      undefined,
      true,
    );
    await screen.findByText('Center 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Center 31')).toBeInTheDocument();
    expect(location()).toBe('/centers?page=2&after=Center+30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Center 61')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '61' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Center 60')).toBeInTheDocument();
    expect(location()).toBe('/centers?page=2&before=Center+61');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Center 01')).toBeInTheDocument();
    expect(location()).toBe('/centers');
  });

  it('puts the search in q, goes back to page 1, and the clear button removes q', async () => {
    const user = userEvent.setup();
    renderList(NAMES, '/centers?page=2');
    await screen.findByText('Center 31');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '07{Enter}');
    await waitFor(() => expect(location()).toBe('/centers?q=07'));
    expect(await screen.findByText('Center 07')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/centers'));
  });

  it('shows the empty text when nothing matches', async () => {
    renderList([]);
    expect(await screen.findByText('No Centers Found')).toBeInTheDocument();
  });

  it('moves a page past the end back to the last page', async () => {
    renderList(NAMES, '/centers?page=9');
    await waitFor(() => expect(location()).toBe('/centers?page=2'));
  });

  it('asks before deleting, with the name, and does not open the row', async () => {
    const user = userEvent.setup();
    const { onRowClick, remove } = renderList(NAMES);
    await user.click(await screen.findByRole('button', { name: 'Delete Center 02' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Center 02"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Cancel gives the focus back to the row's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Center 02' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Delete Center 02' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Center deleted successfully')).toBeInTheDocument();
    expect(onRowClick).not.toHaveBeenCalled();
    // The deleted row's button is gone: the focus goes to the list's title, not to the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Manage Centers' })).toHaveFocus());
  });

  it('toasts a failed delete once and closes the question', async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async (): Promise<{ message: string }> => {
      throw new ApiError(422, 'This center has students');
    });
    renderList(NAMES, '/centers', refuse);
    await user.click(await screen.findByRole('button', { name: 'Delete Center 01' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('This center has students')).toHaveLength(1);
  });

  it('opens a row on click', async () => {
    const user = userEvent.setup();
    const { onRowClick } = renderList(NAMES);
    await user.click(await screen.findByText('Center 03'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 3, name: 'Center 03' });
  });

  it('reaches rows by Tab and opens one with Enter or Space, but not from its delete button', async () => {
    const user = userEvent.setup();
    const { onRowClick } = renderList(NAMES.slice(0, 2));
    const row = (await screen.findByText('Center 01')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 1, name: 'Center 01' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete Center 01' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.tab();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 2, name: 'Center 02' });
  });
});
