import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogApi, selectOptionsApi, type AuditLogRow } from '@backoffice/contract';
import { typeInPicker } from '@/test/pickers';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { AuditLogPage } from './audit-log-page';

const rows: AuditLogRow[] = [
  {
    id: 12,
    at: '2026-11-03T10:00:00Z',
    user: { id: 4, name: 'Omar Khaled' },
    entity: 'exam',
    entity_id: 8,
    class_id: 3,
    student_id: 11,
    student_name: 'Amal Hassan',
    item_name: 'Mid-term',
    item_id: 8,
    field: 'score',
    old: 12,
    new: 15,
    reverted_by: null,
  },
];

/** The query of the latest list request: what the filters sent. */
let lastQuery = new URLSearchParams();
beforeEach(() => {
  server.use(
    answer(auditLogApi.list, ({ query }) => {
      lastQuery = query;
      return {
        message: '',
        data: rows,
        meta: { pagination: { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1, next_cursor: 'c12', previous_cursor: 'c12' } },
      };
    }),
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }, { value: 5, name: 'Physics - Grade 10' }] }),
    answer(selectOptionsApi.teachers, { message: '', data: [{ value: 4, name: 'Omar Khaled' }] }),
  );
});

const renderPage = (route = '/audit-log') => renderWithProviders(<AuditLogPage />, { route, path: '/audit-log' });

describe('AuditLogPage', () => {
  it('sends the filters of the URL and shows each change with its class, student, item and values', async () => {
    renderPage('/audit-log?classId=3&entity=exam&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('cell', { name: '12 → 15' })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery)).toMatchObject({ classId: '3', entity: 'exam', from: '2026-11-01', to: '2026-11-30' });
    expect(await screen.findByRole('cell', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Exam');
  });

  it('puts a chosen class, kind, user, student and removed filter in the URL and the query, back on page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/audit-log?page=2&after=c9');
    await screen.findByRole('cell', { name: '12 → 15' });

    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    await waitFor(() => expect(lastQuery.get('classId')).toBe('5'));
    expect(router.state.location.search).toBe('?classId=5');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Attendance' }));
    await waitFor(() => expect(lastQuery.get('entity')).toBe('attendance'));

    await user.click(screen.getByRole('button', { name: 'Show only the changes by Omar Khaled' }));
    await waitFor(() => expect(lastQuery.get('userId')).toBe('4'));
    expect(screen.getByRole('combobox', { name: 'Changed by' })).toHaveTextContent('Omar Khaled');

    await user.click(screen.getByRole('button', { name: 'Show only the changes of Amal Hassan' }));
    await waitFor(() => expect(lastQuery.get('studentId')).toBe('11'));
    const chip = await screen.findByRole('button', { name: 'Remove the filter Student: Amal Hassan' });
    chip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery.has('studentId')).toBe(false));
    expect(router.state.location.search).toBe('?classId=5&entity=attendance&userId=4');
  });

  it('says a From day that does not exist is wrong, rather than listing as if none was typed', async () => {
    renderPage('/audit-log?classId=3');
    await screen.findByRole('cell', { name: '12 → 15' });
    await typeInPicker(document.body, 'From', '31022026');
    expect(await screen.findByText('This date does not exist')).toBeVisible();
    expect(lastQuery.has('from')).toBe(false);
  });

  it('reverts a row after confirming', async () => {
    const user = userEvent.setup();
    let reverted = 0;
    server.use(
      answer(auditLogApi.revert, ({ params }) => {
        reverted = Number(params.id);
        return { message: 'The change was reverted', data: { ...rows[0], id: 13, old: 15, new: 12 } };
      }),
    );
    renderPage();
    const row = (await screen.findByRole('cell', { name: '12 → 15' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Revert' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The change was reverted')).toBeInTheDocument();
    expect(reverted).toBe(12);
  });
});
