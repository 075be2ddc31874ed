import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '@/lib/online-status';
import { sendQueue } from './send-queue';
import { useQueuedBatches } from './use-queued-batches';

const RETRY_MS = 30_000;

/**
 * Fixed at the foot of the window, so it stays in view while the teacher works down a long register; on a wide
 * screen as wide as its text, centred. The room it takes is kept free at the end of the page.
 */
const BAR_SX = {
  position: 'fixed',
  bottom: { xs: 8, sm: 16 },
  insetInline: { xs: 8, sm: 0 },
  mx: 'auto',
  width: { sm: 'fit-content' },
  maxWidth: { sm: 640 },
  zIndex: 'appBar',
  boxShadow: 3,
} as const;
const ROOM_SX = { height: { xs: 88, sm: 72 } } as const;

/**
 * "You are offline" and "N changes waiting to be sent" on every staff page while the browser has no network or
 * the offline queue holds SAVEs (announced politely as they change), and the one place
 * that sends them: when the page opens, when the network comes back and when a batch joins the queue online.
 * A sent batch refreshes what the screens show.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { userId, batches } = useQueuedBatches();
  const waiting = batches.reduce((sum, batch) => sum + batch.changes.length, 0);
  const refused = batches.some((batch) => batch.refused);
  const isOnline = useIsOnline();

  useEffect(() => {
    const send = () => {
      // A sent batch leaves the queue once the screens show the server's answer: its cells never flash back to the old values.
      if (navigator.onLine && userId !== undefined) void sendQueue(userId, () => queryClient.invalidateQueries());
    };
    send();
    window.addEventListener('online', send);
    // A server that was away while the network stayed up gives no 'online' event: try again now and then.
    const retry = batches.length > 0 ? window.setInterval(send, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(retry);
    };
  }, [queryClient, userId, batches.length]);

  return (
    <div role="status">
      {(waiting > 0 || !isOnline) && (
        <>
          <Box sx={ROOM_SX} />
          <Alert severity={refused || !isOnline ? 'warning' : 'info'} icon={<CloudOffIcon />} sx={BAR_SX}>
            {!isOnline && `${t('offline.isOffline')} `}
            {waiting > 0 ? t('offline.waiting', { count: waiting }) : t('offline.sentLater')}
            {refused && ` ${t('offline.needsChoice')}`}
          </Alert>
        </>
      )}
    </div>
  );
}
