import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@backoffice/contract';
import { cellKey, type StagedChanges } from '@/components/grid';
import { useCurrentUser } from '@/lib/current-user';
import { openEventStream } from '@/lib/event-stream';
import { applyToTabPages, classEventsPath, isResync, parseClassEvent, reloadClass, TAB_OF_ENTITY } from './api/class-events';
import { workstationQueries, type AnyItem } from './api/workstation-api';
import type { WorkstationTab } from './workstation-tabs';

/** How long a cell someone else changed stays marked with their name. */
export const CHANGED_CELL_MS = 4000;
/** While the server refuses the stream (429), how often the open tab is loaded again (its version, its cells). */
export const POLL_MS = 15_000;

/**
 * The open tab follows the class's changes as they are saved anywhere (a colleague's SAVE, a student's QR
 * scan, a correction, a revert): each is put into the tab's cached pages at once, and a cell changed by
 * someone else is marked for a moment with their name (`changedBy`, by cell key) and announced politely.
 * The stream closes when the class changes or the tab is left. While the server refuses it (too many open), the
 * open tab is loaded again every POLL_MS instead, until a stream opens.
 */
export function useLiveRegister(classId: number, tab: WorkstationTab, staged: StagedChanges) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const [changedBy, setChangedBy] = useState<ReadonlyMap<string, string>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [isPolling, setIsPolling] = useState(false);
  // Read by the stream's handler as they are now, without reopening the stream when they change.
  const latest = useRef({ tab, staged, myId: me?.id, t });
  latest.current = { tab, staged, myId: me?.id, t };

  useEffect(() => {
    const controller = new AbortController();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const mark = (key: string, text: string) => {
      setChangedBy((cells) => new Map(cells).set(key, text));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setChangedBy((cells) => {
          const rest = new Map(cells);
          rest.delete(key);
          return rest;
        });
      }, CHANGED_CELL_MS);
      timers.add(timer);
    };
    const namesOf = (studentId: number, itemId: number) => {
      const pages = queryClient.getQueriesData<ListResponse<AnyItem>>({ queryKey: [...workstationQueries.all(), classId, latest.current.tab] });
      const item = pages.flatMap(([, list]) => list?.data ?? []).find((entry) => entry.id === itemId);
      return { item: item?.name ?? '', student: item?.studentsWithClassUserId.find((s) => s.id === studentId)?.name ?? '' };
    };

    void openEventStream(
      classEventsPath(classId),
      (message) => {
        if (isResync(message.type)) return void reloadClass(queryClient, classId);
        const event = parseClassEvent(message.data);
        if (!event) return;
        const { tab: openTab, staged: openStaged, myId, t: translate } = latest.current;
        if (event.entity === 'enrolment') return void reloadClass(queryClient, classId);
        // A corrected answer moves its result's total: the open quiz or exam page is reloaded.
        if (event.entity === 'answer' && (openTab === 'quizzes' || openTab === 'exams')) {
          return void queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, openTab] });
        }
        // Other tabs load afresh when opened.
        if (TAB_OF_ENTITY[event.entity] !== openTab || event.student_id === null || event.item_id === null) return;
        const isShown = applyToTabPages(queryClient, classId, openTab, event, (studentId, itemId) => openStaged.isStaged(studentId, String(itemId)));
        if (!isShown || !event.by || event.by.id === myId) return;
        mark(cellKey(event.student_id, String(event.item_id)), translate('workstation.live.changedBy', { name: event.by.name }));
        setAnnouncement(translate('workstation.live.announce', { name: event.by.name, ...namesOf(event.student_id, event.item_id) }));
      },
      controller.signal,
      {
        // After a break or a refusal, what was missed beyond the replay is reloaded.
        onOpen: (isReconnect) => {
          setIsPolling(false);
          if (isReconnect) void reloadClass(queryClient, classId);
        },
        onRefused: () => setIsPolling(true),
      },
    );
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
      setChangedBy(new Map());
      setIsPolling(false);
    };
  }, [classId, queryClient]);

  useEffect(() => {
    if (!isPolling) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, latest.current.tab] }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [isPolling, classId, queryClient]);

  return { changedBy, announcement };
}
