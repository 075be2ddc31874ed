import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { auditLogApi } from '@backoffice/contract';
import { answerAuditLog, auditRow } from '@/test/audit-log';
import { listPage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { HistoryPanel } from './history-panel';

function renderPanel(onClose = vi.fn()) {
  renderWithProviders(
    <HistoryPanel
      open
      filter={{ classId: 3, studentId: 11, itemId: 5, entity: 'attendance' }}
      title="History: Amal Hassan, Week 1"
      onClose={onClose}
    />,
  );
  return { onClose };
}

// Drawers and dialogs animate: on a busy shared machine a test can take longer than the default 5 s.
describe('HistoryPanel', () => {
  it('lists who changed the cell, from what to what, statuses by their labels, newest first', async () => {
    const asked = answerAuditLog(() =>
      listPage([
        auditRow(9, { old: 1, new: -1, user: null }),
        auditRow(7, { old: 0, new: 1, reverted_by: 9 }),
        auditRow(3, { entity: 'exam', field: 'score', old: 12, new: 14.5, item_name: 'Mid-term' }),
      ]),
    );
    renderPanel();
    const panel = await screen.findByRole('dialog', { name: 'History: Amal Hassan, Week 1' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/→/)[0].textContent)).toEqual([
      'Present → Unknown',
      'Absent → Present',
      '12 → 14.5',
    ]);
    expect(within(items[0]).getByText(/System\u2069, /)).toBeInTheDocument();
    expect(within(items[1]).getByText(/Omar Khaled\u2069, 2 Nov 2026/)).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Reverted' })).toBeDisabled();
    expect(within(items[0]).getByRole('button', { name: 'Revert' })).toBeEnabled();
    expect(asked[0].get('classId')).toBe('3');
    expect(asked[0].get('studentId')).toBe('11');
    expect(asked[0].get('itemId')).toBe('5');
    expect(asked[0].get('entity')).toBe('attendance');
  });

  it('loads the next page from the last row shown', async () => {
    const user = userEvent.setup();
    const asked = answerAuditLog((query) =>
      query.get('after') === 'cursor-7'
        ? listPage([auditRow(2, { old: null, new: 0 })], { current_page: 2, total_pages: 2, next_cursor: 'cursor-2' })
        : listPage([auditRow(7)], { total_pages: 2, next_cursor: 'cursor-7' }),
    );
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Unknown → Absent')).toBeInTheDocument();
    expect(asked[1].get('page')).toBe('2');
    expect(screen.getByText('Absent → Present')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reverts only after confirming, then asks for the history again', async () => {
    const user = userEvent.setup();
    const asked = answerAuditLog(() => listPage([auditRow(7)]));
    const reverted = vi.fn();
    server.use(
      answer(auditLogApi.revert, ({ params }) => {
        reverted(params.id);
        return { message: 'The change was reverted', data: auditRow(8, { old: 1, new: 0 }) };
      }),
    );
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Revert' }));
    const question = screen.getByRole('dialog', { name: 'Revert this change?' });
    expect(within(question).getByText(/Amal Hassan · Week 1: Present goes back to Absent/)).toBeInTheDocument();
    // Focus starts on Cancel: Enter keeps the value.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revert this change?' })).not.toBeInTheDocument());
    expect(reverted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revert' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revert this change?' })).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The change was reverted')).toBeInTheDocument();
    expect(reverted).toHaveBeenCalledWith('7');
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('tells a refused revert with the value the cell holds now', async () => {
    const user = userEvent.setup();
    answerAuditLog(() => listPage([auditRow(7)]));
    server.use(
      http.post('*/api/admin/audit-log/:id/revert', () =>
        HttpResponse.json({ message: 'The value has changed since.', data: { current: -1 }, errors: null }, { status: 409 }),
      ),
    );
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Revert' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revert this change?' })).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The value has changed since. Current value: Unknown.')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    answerAuditLog(() => listPage([]));
    const { onClose } = renderPanel();
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
