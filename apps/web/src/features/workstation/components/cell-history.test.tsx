import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendanceApi, type Attendance } from '@backoffice/contract';
import { answerAuditLog, auditRow } from '@/test/audit-log';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
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

/** The queries the History asked the audit log with. */
let historyAsked: URLSearchParams[] = [];
beforeEach(() => {
  resetSheets();
  server.use(answer(attendanceApi.list, onePage([attendance])));
  historyAsked = answerAuditLog(() => onePage([auditRow(7)]));
});
const askedAt = (index: number) => Object.fromEntries(historyAsked.at(index) ?? []);

describe('the History of the workstation', () => {
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
    expect(historyAsked.map((query) => Object.fromEntries(query))).toEqual([
      { classId: '3', studentId: '11', itemId: '5', entity: 'attendance', page: '1' },
    ]);
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
    expect(askedAt(-1)).toEqual({ classId: '3', studentId: '12', page: '1' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'History of Week 1' }));
    expect(await screen.findByRole('dialog', { name: 'History: Week 1' })).toBeInTheDocument();
    expect(askedAt(-1)).toEqual({ classId: '3', itemId: '5', entity: 'attendance', page: '1' });
  });
});
