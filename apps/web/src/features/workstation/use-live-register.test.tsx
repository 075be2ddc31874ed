import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, attendanceApi, type Attendance } from '@backoffice/contract';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { TabContent } from './components/tab-content';
import { POLL_MS } from './use-live-register';

const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
/** Week 1 with Amal present; from the second load on, a colleague's SAVE has marked Bilal present too. */
const weekOne = (students: Attendance['students']): Attendance => ({
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students,
  studentsWithClassUserId: roster,
});

let loads = 0;
let streamRequests = 0;
const tooManyStreams = http.get('*/api/admin/classes/:id/events', () => {
  streamRequests += 1;
  return HttpResponse.json(
    { message: 'Too many live registers are open for you.', data: null, errors: null },
    { status: 429, headers: { 'Retry-After': '600' } },
  );
});

function renderAttendance(...extra: Parameters<typeof server.use>) {
  server.use(
    answer(alertsApi.list, onePage([])),
    answer(attendanceApi.list, () => {
      loads += 1;
      return onePage([weekOne(loads === 1 ? { '11': 1 } : { '11': 1, '12': 1 })]);
    }),
    ...extra,
  );
  return renderWithProviders(<TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />, {
    route: '/archive?classType=3&tab=attendance',
  });
}

// Rendering the grid in jsdom on a shared two-core machine is slow.

beforeEach(() => {
  resetSheets();
  loads = 0;
  streamRequests = 0;
  // Only the polling interval runs on a clock the test moves; the stream's waits stay real (600 s: never here).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('the open tab without a live stream', () => {
  it("is loaded again every POLL_MS while the server refuses the stream (429), showing a colleague's SAVE", async () => {
    renderAttendance(tooManyStreams);
    await screen.findByRole('grid', { name: 'Register' });
    expect(cellAt(1, 2)).not.toHaveTextContent('Present');
    await waitFor(() => expect(streamRequests).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(cellAt(1, 2)).toHaveTextContent('Present'));
    expect(loads).toBe(2);
    // It asks for the stream again only after the Retry-After.
    expect(streamRequests).toBe(1);
  });

  it('is not polled while its stream is open', async () => {
    renderAttendance();
    await screen.findByRole('grid', { name: 'Register' });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(loads).toBe(1);
  });
});
