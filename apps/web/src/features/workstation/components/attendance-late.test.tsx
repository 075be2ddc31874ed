import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, attendanceApi, type Attendance } from '@backoffice/contract';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { TabContent } from './tab-content';

const saved = vi.fn();
const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
/** Amal present, Bilal saved late. */
const attendance: Attendance = {
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students: { '11': 1, '12': 2 },
  studentsWithClassUserId: roster,
};

function renderRegister() {
  server.use(
    answer(alertsApi.list, onePage([])),
    answer(attendanceApi.list, onePage([attendance])),
    answer(attendanceApi.createQrcode, {
      message: '',
      data: {
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        url: 'http://localhost/student/scan?t=x',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        rotate_in_seconds: 30,
        late_from: new Date(2026, 10, 2, 16, 5).toISOString(),
      },
    }),
    answer(attendanceApi.save, ({ body }) => {
      saved(body);
      return { message: 'Saved', data: { saved: 1 } };
    }),
  );
  renderWithProviders(<TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />, {
    route: '/archive?classType=3&tab=attendance',
  });
}

beforeEach(() => {
  resetSheets();
  saved.mockReset();
});

describe('Late in the register', () => {
  it('shows a saved Late, sets Late with the L key on a cell and SAVE sends status 2', async () => {
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('grid', { name: 'Register' });
    expect(cellAt(1, 2)).toHaveTextContent('Late');
    expect(cellAt(0, 2)).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('L'));

    await user.click(cellAt(0, 2));
    // A click keeps the specification's cycle: present → unknown; L then makes it late.
    expect(cellAt(0, 2)).toHaveTextContent('Unknown');
    await user.keyboard('l');
    expect(cellAt(0, 2)).toHaveTextContent('Late');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ attendances: [[11, 5, 2]] }));
  });

  it('marks the student of the typed code late with Mark late, and a click on a Late cell goes back into the three', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Show Week 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Student code' }), '011');
    await user.click(screen.getByRole('button', { name: 'Mark late' }));
    expect(await screen.findByText('Amal Hassan marked late')).toBeInTheDocument();
    expect(cellAt(0, 2)).toHaveTextContent('Late');
    await user.click(cellAt(1, 2));
    expect(cellAt(1, 2)).toHaveTextContent('Absent');
  });

  it('says on the QR code from when a scan is marked Late', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Show Week 1' }));
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('Scans from 16:05 are marked Late.')).toBeInTheDocument();
  });
});
