import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, attendanceApi, authApi, type Attendance, type AuthUser } from '@backoffice/contract';
import { forgetStagedSnapshots } from '@/components/grid/staged-changes';
import { OfflineBanner } from '@/components/offline-queue/offline-banner';
import type * as OfflineQueue from '@/lib/offline-queue';
import type { QueuedBatch } from '@/lib/offline-queue';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { TabContent } from './tab-content';

/** The queue in memory (jsdom has no IndexedDB), with the same functions as lib/offline-queue. */
const store = vi.hoisted(() => ({ batches: [] as QueuedBatch[], listeners: new Set<() => void>() }));
vi.mock('@/lib/offline-queue', async (importOriginal) => {
  const changed = () => store.listeners.forEach((listener) => listener());
  return {
    ...(await importOriginal<typeof OfflineQueue>()),
    queuedBatches: async (userId: number) => store.batches.filter((batch) => batch.userId === userId),
    subscribeQueue: (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    removeBatch: async (key: string) => {
      store.batches = store.batches.filter((batch) => batch.key !== key);
      changed();
    },
  };
});

const salma: AuthUser = { id: 7, name: 'Salma Adel', nickname: null, email: 'salma@example.com', mainRole: 'teacher', mainRoleId: 2 };
const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
const week1 = (students: Record<string, number>): Attendance => ({
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students,
  studentsWithClassUserId: roster,
});

/** A SAVE of class 3's register waiting in the queue: Amal absent, by `userId`. */
const batchOf = (key: string, userId: number, studentId: number, status: number): QueuedBatch => ({
  key,
  userId,
  stagedKey: `user:${userId}:workstation:3:attendance`,
  path: '/admin/classes/3/attendance/changeStudentAttendanceStatus',
  body: { attendances: [[studentId, 5, status]] },
  ifMatch: null,
  changes: [{ rowId: studentId, columnId: '5', value: status }],
  createdAt: Number(key.at(-1)),
});

/** Class 3's register as Salma sees it, the shell's banner beside it; the server holds `register` and takes SAVEs while `network.isUp`. */
function openRegister() {
  const register = { students: {} as Record<string, number> };
  const network = { isUp: false, saves: 0 };
  forgetStagedSnapshots();
  localStorage.setItem('token', 'token-of-7');
  server.use(
    answer(authApi.me, { message: '', data: { user: salma } }),
    answer(alertsApi.list, onePage([])),
    answer(attendanceApi.list, () => onePage([week1(register.students)])),
    http.post('/api/admin/classes/3/attendance/changeStudentAttendanceStatus', () => {
      if (!network.isUp) return HttpResponse.error();
      network.saves += 1;
      register.students = { 11: 0 };
      return HttpResponse.json({ message: 'Attendance saved successfully', data: { saved: 1 } });
    }),
  );
  renderWithProviders(
    <>
      <TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />
      <OfflineBanner />
    </>,
    { route: '/archive?classType=3&tab=attendance' },
  );
  return network;
}

beforeEach(() => {
  resetSheets();
  store.batches = [];
});

describe('register values waiting in the offline queue', () => {
  it("stay in their cells marked as waiting to be sent (the signed-in user's only) until the server's answer replaces them", async () => {
    store.batches = [batchOf('b1', 7, 11, 0), batchOf('b2', 1, 12, 1)];
    const network = openRegister();
    await screen.findByRole('grid', { name: 'Register' });

    await waitFor(() => expect(cellAt(0, 2)).toHaveTextContent('AbsentWaiting to be sent'));
    expect(cellAt(0, 2)).toHaveAttribute('title', 'Waiting to be sent');
    // Another user's SAVE on this computer is neither shown nor marked.
    expect(cellAt(1, 2)).toHaveTextContent(/^Unknown$/);
    expect(within(screen.getByRole('grid')).getAllByText('Waiting to be sent')).toHaveLength(1);

    network.isUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(store.batches.map((batch) => batch.key)).toEqual(['b2']));
    // The server's answer in the cell, no longer waiting, and never the old value in between.
    expect(cellAt(0, 2)).toHaveTextContent(/^Absent$/);
    expect(network.saves).toBe(1);
  });
});
