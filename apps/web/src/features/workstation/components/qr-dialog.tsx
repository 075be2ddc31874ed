import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_ROTATE_SECONDS, type Attendance } from '@backoffice/contract';
import { formatTime } from '@/lib/format';
import { toastErrorText } from '@/lib/toast';
import { createQrCode } from '../api/workstation-api';

/** An instant as this browser's wall-clock time (16:05). */
const localTime = (iso: string) => {
  const date = new Date(iso);
  return formatTime(`${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`);
};

type QrDialogProps = { classId: number; item: Attendance; onClose: () => void };

/**
 * The attendance item's QR code, as large as the screen allows (fullscreen for a projector). While it is
 * shown a new code is asked for every rotation, so a photo of an old one stops working.
 */
export function QrDialog({ classId, item, onClose }: QrDialogProps) {
  const { t } = useTranslation();
  const [isFullScreen, setIsFullScreen] = useState(false);
  const qr = useQuery({
    queryKey: ['workstation-qr', classId, item.id],
    queryFn: () => createQrCode(classId, item.id),
    select: (response) => response.data,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.data.rotate_in_seconds ?? QR_ROTATE_SECONDS) * 1000,
  });
  const isMissing = qr.isError || (qr.isSuccess && !qr.data.qr_code);
  useEffect(() => {
    if (!isMissing) return;
    toastErrorText(t('workstation.noQr'));
    onClose();
  }, [isMissing, onClose, t]);

  const size = isFullScreen ? 'min(86vh, 96vw)' : 'min(60vh, 80vw)';
  return (
    <Dialog open onClose={onClose} fullScreen={isFullScreen} maxWidth="md" fullWidth>
      <DialogTitle dir="auto">{t('workstation.qrTitle', { name: item.name })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        {qr.data?.qr_code && (
          <Box component="img" src={qr.data.qr_code} alt={t('workstation.qrTitle', { name: item.name })} sx={{ width: size, height: size, bgcolor: '#fff', p: 1 }} />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('workstation.qrRotates', { seconds: qr.data?.rotate_in_seconds ?? QR_ROTATE_SECONDS })}
        </Typography>
        {qr.data?.late_from && (
          <Typography variant="body2" color="text.secondary">
            {t('workstation.qrLateFrom', { time: localTime(qr.data.late_from) })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={isFullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />} onClick={() => setIsFullScreen((value) => !value)}>
          {isFullScreen ? t('workstation.exitFullscreen') : t('workstation.fullscreen')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
