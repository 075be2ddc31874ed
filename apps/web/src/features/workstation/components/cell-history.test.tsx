import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendanceApi, auditLogApi, type Attendance } from '@backoffice/contract';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { TabContent } from './tab-content';

const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
const attendance: Attendance = {
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students: { '11': 1 },
  studentsWithClassUserId: roster,
};
const list = <T,>(data: T[]) => ({
  message: '',
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 30, current_page: 1, total_pages: 1 } },
});

/** The queries the History asked the audit log with. */
let historyAsked: Record<string, string>[] = [];
beforeEach(() => {
  resetSheets();
  historyAsked = [];
  server.use(
    answer(attendanceApi.list, list([attendance])),
    answer(auditLogApi.list, ({ query }) => {
      historyAsked.push(Object.fromEntries(query));
      return list([
        {
          id: 7,
          at: '2026-11-02T09:30:00Z',
          user: { id: 4, name: 'Omar Khaled' },
          entity: 'attendance',
          entity_id: 5,
          class_id: 3,
          student_id: 11,
          student_name: 'Amal Hassan',
          item_name: 'Week 1',
          item_id: 5,
          field: 'status',
          old: 0,
          new: 1,
          reverted_by: null,
        },
      ]);
    }),
  );
});

describe('the History of the workstation', { timeout: 20_000 }, () => {
  it("opens a cell's history with Shift+F10 and gives the focus back to the cell on Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />);
    await screen.findByRole('grid', { name: 'Register' });
    // By keyboard: the grid's tab stop, then the arrows to Week 1 of the first student.
    cellAt(0, 0).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cellAt(0, 2)).toHaveFocus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const panel = await screen.findByRole('dialog', { name: 'History: Amal Hassan, Week 1' });
    expect(await within(panel).findByText('Absent → Present')).toBeInTheDocument();
    expect(historyAsked).toEqual([{ classId: '3', studentId: '11', itemId: '5', entity: 'attendance', page: '1' }]);
    // Nothing was staged by the shortcut.
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cellAt(0, 2)).toHaveFocus();
  });

  it("opens a student's history from their name and an item's from its History button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />);
    await screen.findByRole('grid', { name: 'Register' });
    cellAt(1, 0).focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}');
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('dialog', { name: 'History: Bilal Omar' })).toBeInTheDocument();
    expect(historyAsked.at(-1)).toEqual({ classId: '3', studentId: '12', page: '1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'History of Week 1' }));
    expect(await screen.findByRole('dialog', { name: 'History: Week 1' })).toBeInTheDocument();
    expect(historyAsked.at(-1)).toEqual({ classId: '3', itemId: '5', entity: 'attendance', page: '1' });
  });
});
