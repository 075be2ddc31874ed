import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, assessmentsApi, attendanceApi, type Assessment, type Attendance } from '@backoffice/contract';
import { forgetStagedSnapshots } from '@/components/grid/staged-changes';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import type { WorkstationTab } from '../workstation-tabs';
import { TabContent } from './tab-content';

/** What a tab's SAVE sent: the class id of its path and its body. */
const saved = vi.fn();

const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
  { id: 13, name: 'Carim Saad', class_user_id: 70013 },
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
const exam: Assessment = {
  id: 8,
  kind: 'exam',
  name: 'Mid-term',
  date: null,
  dueDate: '2026-11-20 09:00',
  maxScore: 20,
  gradingType: null,
  grading: [],
  duration_minutes: null,
  questions: [],
  students: {},
  studentsWithClassUserId: roster,
};

/** A tab's list answer: one page of `items`. */
const listOf = <T,>(items: T[]) => ({
  message: '',
  data: items,
  meta: { pagination: { total: items.length, count: items.length, per_page: 30, current_page: 1, total_pages: 1 } },
});

/** The SAVE of a tab answers `saved` entries and records what it was sent. */
const savedAs =
  (count: number) =>
  ({ params, body }: { params: Record<string, unknown>; body: unknown }) => {
    saved(params.id, body);
    return { message: 'Saved', data: { saved: count } };
  };

/** The tab of class 3, its list (and SAVE) answered by `handlers`. */
function renderTab(tab: WorkstationTab, ...handlers: RequestHandler[]) {
  server.use(answer(alertsApi.list, onePage([])), ...handlers);
  return renderWithProviders(<TabContent classId={3} tab={tab} q="" page={1} onPage={() => undefined} />, {
    route: `/archive?classType=3&tab=${tab}`,
  });
}

// Typing into jsdom on a shared two-core machine is slow.

beforeEach(() => {
  resetSheets();
  saved.mockReset();
});

describe('attendance tab', () => {
  it('Full All stages everyone present and SAVE sends them in one call, then clears the staged list', async () => {
    const user = userEvent.setup();
    renderTab('attendance', answer(attendanceApi.list, listOf([attendance])), answer(attendanceApi.save, savedAs(2)));
    const save = await screen.findByRole('button', { name: 'SAVE' });
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Show Week 1' }));
    await user.click(screen.getByRole('button', { name: 'Full All' }));
    // Amal was present already: only the two others are pending.
    expect(screen.getByText('2 pending changes')).toBeInTheDocument();
    expect(cellAt(1, 2)).toHaveTextContent('Present');
    await user.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith('3', {
      attendances: [
        [12, 5, 1],
        [13, 5, 1],
      ],
    });
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.queryByText('2 pending changes')).not.toBeInTheDocument();
  });

  it('marks the student whose code contains the typed one present, or says none is in the list', async () => {
    const user = userEvent.setup();
    renderTab('attendance', answer(attendanceApi.list, listOf([attendance])));
    await user.click(await screen.findByRole('button', { name: 'Show Week 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Student code' }), '013{Enter}');
    expect(await screen.findByText('Carim Saad marked present')).toBeInTheDocument();
    expect(cellAt(2, 2)).toHaveTextContent('Present');
    await user.type(screen.getByRole('textbox', { name: 'Student code' }), '999{Enter}');
    expect(await screen.findByText('Student not found in the class list')).toBeInTheDocument();
  });

  it('keeps a staged status through a reload', async () => {
    const user = userEvent.setup();
    const first = renderTab('attendance', answer(attendanceApi.list, listOf([attendance])));
    await screen.findByRole('grid', { name: 'Register' });
    await user.click(cellAt(1, 2));
    expect(cellAt(1, 2)).toHaveTextContent('Absent');
    first.unmount();
    forgetStagedSnapshots();
    renderTab('attendance', answer(attendanceApi.list, listOf([attendance])));
    await screen.findByRole('grid', { name: 'Register' });
    expect(cellAt(1, 2)).toHaveTextContent('Absent');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it('shows the empty text when no item matches', async () => {
    renderTab('attendance', answer(attendanceApi.list, listOf<Attendance>([])));
    expect(await screen.findByText('No attendance found')).toBeInTheDocument();
  });
});

describe('homework tab', () => {
  const homework: Assessment = { ...exam, id: 6, kind: 'homework', name: 'Revision sheet', maxScore: 10 };

  it('refuses 11 out of 10 with the reason and stores nothing, not a cut 1; a valid score is then taken', async () => {
    const user = userEvent.setup();
    renderTab(
      'homework',
      answer(assessmentsApi.homework.list, listOf([homework])),
      answer(assessmentsApi.homework.save, savedAs(1)),
    );
    const grid = await screen.findByRole('grid', { name: 'Homework marks' });
    await user.click(cellAt(0, 2));
    await user.keyboard('11{Enter}');
    const input = within(grid).getByRole('textbox', { name: 'Revision sheet score of Amal Hassan' });
    expect(input).toHaveValue('11');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(grid).getByText('Enter a score from 0 to 10')).toBeInTheDocument();
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    // Leaving the cell lets the refused text go: still nothing stored.
    await user.click(cellAt(1, 2));
    expect(cellAt(0, 2)).toHaveTextContent('');
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    await user.keyboard('9{Enter}');
    expect(cellAt(1, 2)).toHaveTextContent('9');
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('exam tab', () => {
  it('takes a typed score within the max score, refuses one above it, and saves with Ctrl+S', async () => {
    const user = userEvent.setup();
    renderTab('exams', answer(assessmentsApi.exam.list, listOf([exam])), answer(assessmentsApi.exam.save, savedAs(1)));
    const grid = await screen.findByRole('grid', { name: 'Exam marks' });
    await user.click(cellAt(0, 2));
    await user.keyboard('25');
    expect(within(grid).getByText('Enter a score from 0 to 20')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('17{Enter}');
    expect(cellAt(0, 2)).toHaveTextContent('17');
    expect(cellAt(1, 2)).toHaveFocus();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('3', { exams: [[11, 8, 17]] }));
  });

  it("says which other staff member is grading a student's submission right now", async () => {
    const user = userEvent.setup();
    const claimed: Assessment['students'][string] = {
      status: 'submitted',
      score: null,
      file: null,
      updatedFile: null,
      submitted_at: null,
      has_answers: false,
      version: 2,
      claim: { userId: 99, name: 'Nour Adel', expiresAt: '2026-11-20T09:05:00.000Z' },
    };
    renderTab('exams', answer(assessmentsApi.exam.list, listOf([{ ...exam, students: { '12': claimed } }])));
    await user.click(await screen.findByRole('button', { name: 'Show Mid-term' }));
    const rows = within(screen.getByRole('table', { name: 'Mid-term' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Bilal OmarBeing graded by Nour Adel');
    expect(screen.getAllByText(/Being graded by/)).toHaveLength(1);
  });
});
