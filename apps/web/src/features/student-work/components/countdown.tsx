import TimerIcon from '@mui/icons-material/Timer';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';

/** Time left until `endsAt`, ticking every second; calls onEnd once when it reaches zero. */
export function Countdown({ endsAt, onEnd }: { endsAt: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onEnd();
    // onEnd runs once, when the time is up
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);
  return (
    <Chip
      icon={<TimerIcon />}
      color={left < 60 ? 'error' : 'primary'}
      label={t('student.paper.timeLeft', { time: formatDuration(left) })}
      role="timer"
      aria-live="off"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
