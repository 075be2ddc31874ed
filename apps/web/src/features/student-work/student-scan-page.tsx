import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useScanAttendance } from './api/student-work-api';

/**
 * Where an attendance QR code leads (/student/scan?t=…): the phone's own camera opens it, the student signs in
 * if needed and comes back here, and the scan is sent once. Offline nothing is sent or kept for later: the code
 * lives a minute, so the student scans it again once connected.
 */
export function StudentScanPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  const scan = useScanAttendance();
  const sent = useRef(false);
  // Opened offline: refused for good, not sent when the network comes back (the code will have expired by then).
  const [isOpenedOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (!token || sent.current || isOpenedOffline) return;
    sent.current = true;
    scan.mutate(token);
  }, [token, scan, isOpenedOffline]);

  if (!token) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('student.scan.title')}
        </Typography>
        <Alert severity="info">{t('student.scan.howTo')}</Alert>
      </Stack>
    );
  }
  if (isOpenedOffline) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('student.scan.title')}
        </Typography>
        <Alert severity="warning" role="alert">
          {t('student.scan.offline')}
        </Alert>
        <Button component={Link} to="/classes" variant="outlined">
          {t('student.scan.toClasses')}
        </Button>
      </Stack>
    );
  }
  if (scan.isPending || scan.isIdle) return <RouteLoading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('student.scan.title')}
      </Typography>
      {scan.isSuccess ? (
        <Alert severity="success" icon={<CheckCircleIcon />} role="status">
          <Typography fontWeight={700}>
            {scan.data.data.already_present ? t('student.scan.already') : t('student.scan.present')}
          </Typography>
          {`${scan.data.data.class_name} · ${scan.data.data.attendance_name} · ${formatDate(scan.data.data.date)}`}
        </Alert>
      ) : (
        // 409: the teacher already entered this session's status; the message says to see them.
        <Alert severity={scan.error instanceof ApiError && scan.error.status === 409 ? 'warning' : 'error'} role="alert">
          {scan.error instanceof ApiError && scan.error.status === 0
            ? // no answer at all (the network dropped): the same word as offline, nothing was kept to send later
              t('student.scan.offline')
            : scan.error instanceof ApiError
              ? scan.error.message
              : t('student.scan.failed')}
        </Alert>
      )}
      <Button component={Link} to="/classes" variant="outlined">
        {t('student.scan.toClasses')}
      </Button>
    </Stack>
  );
}
