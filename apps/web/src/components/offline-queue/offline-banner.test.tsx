import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, type AuthUser } from '@backoffice/contract';
import type { QueuedBatch } from '@/lib/offline-queue';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { HttpResponse, http } from 'msw';
import { OfflineBanner } from './offline-banner';

/** The queue in memory (jsdom has no IndexedDB), with the same functions as lib/offline-queue. */
const store = vi.hoisted(() => ({ batches: [] as QueuedBatch[], listeners: new Set<() => void>() }));
vi.mock('@/lib/offline-queue', () => {
  const changed = () => store.listeners.forEach((listener) => listener());
  return {
    queuedBatches: async (userId: number) => store.batches.filter((batch) => batch.userId === userId),
    subscribeQueue: (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    removeBatch: async (key: string) => {
      store.batches = store.batches.filter((batch) => batch.key !== key);
      changed();
    },
    markRefused: async (key: string, refused: QueuedBatch['refused']) => {
      store.batches = store.batches.map((batch) => (batch.key === key ? { ...batch, refused } : batch));
      changed();
    },
  };
});

const hala: AuthUser = { id: 1, name: 'Hala Said', nickname: null, email: 'hala@example.com', mainRole: 'admin', mainRoleId: 1 };

const batchOf = (key: string, classId: number, statuses: number[], userId = 1): QueuedBatch => ({
  key,
  userId,
  stagedKey: `workstation:${classId}:attendance`,
  path: `/admin/classes/${classId}/attendance/changeStudentAttendanceStatus`,
  body: { attendances: statuses.map((status, index) => [index + 1, 7, status]) },
  ifMatch: `"${classId}-attendance-4"`,
  changes: statuses.map((status, index) => ({ rowId: index + 1, columnId: '7', value: status })),
  createdAt: Number(key.at(-1)),
});

/** Each SAVE the server received: its class, If-Match and Idempotency-Key; `onSave` runs on each. */
function recordSaves(refuseClass?: number, onSave: () => void = () => undefined) {
  const saves: { classId: string; ifMatch: string | null; key: string | null }[] = [];
  const network = { isDown: false };
  server.use(
    answer(authApi.me, { message: '', data: { user: hala } }),
    http.post('/api/admin/classes/:id/attendance/changeStudentAttendanceStatus', ({ request, params }) => {
      if (network.isDown) return HttpResponse.error();
      saves.push({ classId: String(params.id), ifMatch: request.headers.get('if-match'), key: request.headers.get('idempotency-key') });
      onSave();
      if (Number(params.id) === refuseClass) {
        const conflicts = [{ student_id: 1, item_id: 7, yours: 0, theirs: 1, by: { id: 2, name: 'Nour' }, at: '2026-11-27T09:00:00.000Z' }];
        return HttpResponse.json({ message: 'Someone else changed', data: { conflicts }, errors: null }, { status: 412 });
      }
      return HttpResponse.json({ message: 'Attendance saved successfully', data: { saved: 1 } });
    }),
  );
  return { saves, network };
}

describe('the offline queue banner', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'session-token');
    store.batches = [];
  });

  it("counts the signed-in user's waiting changes, then sends them in order with their If-Match and key once online", async () => {
    const { saves, network } = recordSaves();
    network.isDown = true;
    store.batches = [batchOf('b1', 3, [0]), batchOf('b2', 4, [1, 0]), batchOf('b3', 5, [1], 2)];
    renderWithProviders(<OfflineBanner />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 changes waiting to be sent'), { timeout: 5000 });
    expect(saves).toEqual([]);

    network.isDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(saves).toEqual([
      { classId: '3', ifMatch: '"3-attendance-4"', key: 'b1' },
      { classId: '4', ifMatch: '"4-attendance-4"', key: 'b2' },
    ]);
    // Another user's batch is neither counted nor sent under this session.
    expect(store.batches.map((batch) => batch.key)).toEqual(['b3']);
  });

  it('says the browser is offline, with or without changes waiting, and goes once the network is back', async () => {
    recordSaves();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<OfflineBanner />);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('You are offline. Changes you save will be sent when the network is back.'),
      );
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    } finally {
      onLine.mockRestore();
    }
  });

  it('stops sending once the session it began in ends (signed out in another tab): the rest wait for their author', async () => {
    const { saves } = recordSaves(undefined, () => localStorage.removeItem('token'));
    store.batches = [batchOf('b1', 3, [0]), batchOf('b2', 4, [1])];
    renderWithProviders(<OfflineBanner />);
    await waitFor(() => expect(store.batches.map((batch) => batch.key)).toEqual(['b2']));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    expect(saves.map((save) => save.key)).toEqual(['b1']);
  });

  it('keeps a batch refused with a conflict for its screen, and holds the later batches of its tab behind it', async () => {
    const { saves } = recordSaves(3);
    store.batches = [batchOf('b1', 3, [0]), batchOf('b2', 3, [1]), batchOf('b3', 4, [1])];
    renderWithProviders(<OfflineBanner />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Someone else changed some of these cells'));
    expect(saves.map((save) => save.key)).toEqual(['b1', 'b3']);
    expect(store.batches.map((batch) => [batch.key, batch.refused?.status])).toEqual([
      ['b1', 412],
      ['b2', undefined],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 changes waiting to be sent');
  });
});
