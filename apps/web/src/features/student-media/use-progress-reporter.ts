import { useCallback, useEffect, useRef } from 'react';
import { reportVideoProgress } from './api/student-media-api';

/** While playing, at most one report per this many seconds (the server expects one every 10-15 s). */
export const PROGRESS_INTERVAL_MS = 12_000;

type Position = { seconds: number; duration: number };
const isReportable = ({ seconds, duration }: Position) => Number.isFinite(duration) && duration > 0 && seconds >= 0;

/**
 * The player's progress reports for one video: `onTime` on every time update sends at most one report
 * per interval, `onStop` (pause, end) sends at once, and leaving the player sends the last position.
 */
export function useProgressReporter(videoId: number) {
  const lastSentAt = useRef(0);
  const lastSent = useRef<Position | null>(null);
  const latest = useRef<Position | null>(null);

  const send = useCallback(
    (position: Position) => {
      if (!isReportable(position)) return;
      const previous = lastSent.current;
      if (previous && previous.seconds === position.seconds && previous.duration === position.duration) return;
      lastSent.current = position;
      lastSentAt.current = Date.now();
      void reportVideoProgress(videoId, {
        position_seconds: Math.min(position.seconds, position.duration),
        duration_seconds: position.duration,
      });
    },
    [videoId],
  );

  const onTime = useCallback(
    (seconds: number, duration: number) => {
      latest.current = { seconds, duration };
      if (Date.now() - lastSentAt.current >= PROGRESS_INTERVAL_MS) send(latest.current);
    },
    [send],
  );

  const onStop = useCallback(
    (seconds: number, duration: number) => {
      latest.current = { seconds, duration };
      send(latest.current);
    },
    [send],
  );

  useEffect(() => {
    lastSentAt.current = Date.now();
    return () => {
      if (latest.current) send(latest.current);
    };
  }, [send]);

  return { onTime, onStop };
}
