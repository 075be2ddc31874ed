import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import { LightChip } from '@/components/light/chip';

/** The due date as stored (wall clock, no zone) shown as it was entered. */
export const formatDue = (dueDate: string) => formatDateTime(dueDate.replace(' ', 'T'));

type WorkItemCardProps = {
  name: string;
  dueDate?: string;
  statusLabel: string;
  statusColor: 'default' | 'success' | 'warning' | 'info' | 'error';
  score?: number | null;
  maxScore?: number;
  grade?: string | null;
  children?: ReactNode;
};

/** One item of a class tab: name, due date, my status, my score once there is one, and its actions. */
export function WorkItemCard({ name, dueDate, statusLabel, statusColor, score, maxScore, grade, children }: WorkItemCardProps) {
  const { t } = useTranslation();
  return (
    <article className="lt-card">
      <div className="lt-card__content">
        <div className="lt-card__head">
          <h2 className="lt-item-title">{name}</h2>
          <LightChip color={statusColor} label={statusLabel} />
        </div>
        {dueDate && <p className="lt-secondary">{t('student.work.due', { date: formatDue(dueDate) })}</p>}
        {score !== undefined && score !== null && maxScore !== undefined && (
          <p className="lt-strong">
            {t('student.work.score', { score: formatNumber(score), max: formatNumber(maxScore) })}
            {grade ? ` · ${t('student.work.grade', { grade })}` : ''}
          </p>
        )}
        {children && <div className="lt-row">{children}</div>}
      </div>
    </article>
  );
}
