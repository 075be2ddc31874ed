import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-request';
import { formatDate, warmFormatters } from '@/lib/format';
import { LightAlert } from '@/components/light/alert';
import { LightRouteLoading } from '@/components/light/route-loading';
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
  // the answer's date, while the answer comes
  useEffect(() => warmFormatters(() => formatDate(new Date())), []);
  useEffect(() => {
    if (!token || sent.current || isOpenedOffline) return;
    sent.current = true;
    scan.mutate(token);
  }, [token, scan, isOpenedOffline]);

  const title = <h1 className="lt-h1">{t('student.scan.title')}</h1>;
  const toClasses = (
    <Link to="/classes" className="lt-button lt-button--outlined">
      {t('student.scan.toClasses')}
    </Link>
  );
  if (!token) {
    return (
      <div className="lt-stack">
        {title}
        <LightAlert severity="info">{t('student.scan.howTo')}</LightAlert>
      </div>
    );
  }
  if (isOpenedOffline) {
    return (
      <div className="lt-stack">
        {title}
        <LightAlert severity="warning" role="alert">
          {t('student.scan.offline')}
        </LightAlert>
        {toClasses}
      </div>
    );
  }
  if (scan.isPending || scan.isIdle) {
    return (
      <div className="lt-stack">
        {title}
        <LightRouteLoading />
      </div>
    );
  }
  return (
    <div className="lt-stack">
      {title}
      {scan.isSuccess ? (
        <LightAlert severity="success" icon="checkCircle" role="status">
          <p className="lt-alert__title">
            {scan.data.data.late
              ? t(scan.data.data.already_present ? 'student.scan.alreadyLate' : 'student.scan.late')
              : t(scan.data.data.already_present ? 'student.scan.already' : 'student.scan.present')}
          </p>
          {`${scan.data.data.class_name} · ${scan.data.data.attendance_name} · ${formatDate(scan.data.data.date)}`}
        </LightAlert>
      ) : (
        // 409: the teacher already entered this session's status; the message says to see them.
        <LightAlert severity={scan.error instanceof ApiError && scan.error.status === 409 ? 'warning' : 'error'} role="alert">
          {scan.error instanceof ApiError && scan.error.status === 0
            ? // no answer at all (the network dropped): the same word as offline, nothing was kept to send later
              t('student.scan.offline')
            : scan.error instanceof ApiError
              ? scan.error.message
              : t('student.scan.failed')}
        </LightAlert>
      )}
      {toClasses}
    </div>
  );
}
