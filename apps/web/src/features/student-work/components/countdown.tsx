import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/format';
import { LightChip } from '@/components/light/chip';
import { Icon } from '@/components/light/icons';

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
    // red in the last minute; a full-size chip, as MUI's was
    <LightChip
      small={false}
      color={left < 60 ? 'error' : 'primary'}
      icon={<Icon name="timer" />}
      label={t('student.paper.timeLeft', { time: formatDuration(left) })}
      className="lt-countdown"
      role="timer"
      aria-live="off"
    />
  );
}
