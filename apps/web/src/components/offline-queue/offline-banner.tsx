import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sendQueue } from './send-queue';
import { useQueuedBatches } from './use-queued-batches';

const RETRY_MS = 30_000;

/**
 * "N changes waiting to be sent" on every staff page while the offline queue holds SAVEs, and the one place
 * that sends them: when the page opens, when the network comes back and when a batch joins the queue online.
 * A sent batch refreshes what the screens show.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { userId, batches } = useQueuedBatches();
  const waiting = batches.reduce((sum, batch) => sum + batch.changes.length, 0);
  const refused = batches.some((batch) => batch.refused);

  useEffect(() => {
    const send = () => {
      if (navigator.onLine && userId !== undefined) void sendQueue(userId, () => void queryClient.invalidateQueries());
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
      {waiting > 0 && (
        <Alert severity={refused ? 'warning' : 'info'} icon={<CloudOffIcon />} sx={{ mb: 2 }}>
          {t('offline.waiting', { count: waiting })}
          {refused && ` ${t('offline.needsChoice')}`}
        </Alert>
      )}
    </div>
  );
}
