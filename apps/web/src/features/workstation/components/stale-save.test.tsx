import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Attendance, StaleCell } from '@backoffice/contract';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/server';
import { TabContent } from './tab-content';

const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
const week = (students: Record<string, number>): Attendance => ({
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students,
  studentsWithClassUserId: roster,
});
const pagination = { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1 };
/** Nour Adel set Amal absent after the tab was opened (version 7 → 9). */
const nours: StaleCell = {
  student_id: 11,
  item_id: 5,
  yours: -1,
  theirs: 0,
  by: { id: 4, name: 'Nour Adel' },
  at: '2026-11-02T09:05:00Z',
};

/** The register's API: the list and its ETag (moved on once Nour has saved), the SAVE answering `saves` in turn. */
function serve(saves: ((ifMatch: string | null) => Response)[]) {
  const sent: { ifMatch: string | null; body: unknown }[] = [];
  let version = 7;
  server.use(
    http.get('*/api/admin/classes/3/attendance', () =>
      HttpResponse.json(
        { message: '', data: [week(version === 7 ? { '11': 1 } : { '11': 0 })], meta: { pagination } },
        { headers: { ETag: `"3-attendance-${version}"` } },
      ),
    ),
    http.post('*/api/admin/classes/3/attendance/changeStudentAttendanceStatus', async ({ request }) => {
      const ifMatch = request.headers.get('If-Match');
      sent.push({ ifMatch, body: await request.json() });
      version = 9;
      return saves[sent.length - 1](ifMatch);
    }),
  );
  return sent;
}

const refused = () =>
  HttpResponse.json(
    { message: 'Someone else changed some of these cells after you opened the tab', data: { conflicts: [nours] }, errors: null },
    { status: 412, headers: { ETag: '"3-attendance-9"' } },
  );
const saved = () =>
  HttpResponse.json({ message: 'Attendance saved', data: { saved: 1 } }, { headers: { ETag: '"3-attendance-10"' } });

beforeEach(() => resetSheets());

/** Amal present → unknown (one click cycles), staged on the register as version 7 shows it. */
async function stageAmal() {
  const user = userEvent.setup();
  renderWithProviders(<TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />);
  await screen.findByRole('grid', { name: 'Register' });
  await user.click(cellAt(0, 2));
  expect(cellAt(0, 2)).toHaveTextContent('Unknown');
  return user;
}

describe('a SAVE over cells someone else changed', () => {
  it('shows yours beside theirs with who and when; Escape keeps the change pending on the version it was made on', async () => {
    const sent = serve([refused, refused]);
    const user = await stageAmal();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed these cells' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const row = within(within(dialog).getByRole('table', { name: 'Cells changed by someone else' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent(/Amal Hassan.*Week 1.*Unknown.*Absent.*Nour Adel/);
    expect(within(dialog).getByRole('button', { name: 'Save again' })).toBeDisabled();
    expect(sent[0].ifMatch).toBe('"3-attendance-7"');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
    // The register now shows version 9, but the change was made on 7: SAVE still says so.
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await screen.findByRole('dialog');
    expect(sent[1].ifMatch).toBe('"3-attendance-7"');
  });

  it('"keep yours" stages the value again and saves it on the version the conflict was found at', async () => {
    const sent = serve([refused, saved]);
    const user = await stageAmal();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Keep yours for Amal Hassan · Week 1: Unknown' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save again' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"3-attendance-9"', body: { attendances: [[11, 5, -1]] } });
    await waitFor(() => expect(screen.queryByText('1 pending change')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"take all theirs" drops the conflicting cell and saves the rest', async () => {
    const sent = serve([refused, saved]);
    const user = await stageAmal();
    await user.click(cellAt(1, 2)); // Bilal unknown → absent: nobody else touched it
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take all theirs' }));
    expect(within(dialog).getByRole('radio', { name: 'Take theirs for Amal Hassan · Week 1: Absent' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save again' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"3-attendance-9"', body: { attendances: [[12, 5, 0]] } });
  });
});
