import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentPapersApi } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { StudentScanPage } from './student-scan-page';

function renderScan({ late = false } = {}) {
  const scans: unknown[] = [];
  server.use(
    answer(studentPapersApi.scan, (request) => {
      scans.push(request.body);
      return {
        message: '',
        data: {
          class_id: 1,
          class_name: 'Physics',
          attendance_id: 2,
          attendance_name: 'Session 1',
          date: '2026-11-27',
          already_present: false,
          late,
        },
      };
    }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/scan" element={<StudentScanPage />} />
    </Routes>,
    { route: '/scan?t=live-code' },
  );
  return scans;
}

afterEach(() => vi.restoreAllMocks());

describe('Attendance scan (student app)', () => {
  it('refuses a code opened offline, and sends nothing when the network comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const scans = renderScan();
    expect(await screen.findByRole('alert')).toHaveTextContent('A scan needs the live code');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(scans).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('A scan needs the live code');
  });

  it('sends the code once online and says the student is present', async () => {
    const scans = renderScan();
    expect(await screen.findByRole('status')).toHaveTextContent('You are marked present');
    expect(scans).toHaveLength(1);
  });

  it('says the student is marked late when the scan came after the session had started', async () => {
    renderScan({ late: true });
    expect(await screen.findByRole('status')).toHaveTextContent('You are marked late: the session had already started');
  });
});
