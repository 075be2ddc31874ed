import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LightEmptyState } from '@/components/light/empty-state';
import { LightRouteLoading } from '@/components/light/route-loading';
import { formatDate } from '@/lib/format';
import { studentWorkQueries } from '../api/student-work-api';
import { WorkItemCard } from './work-item-card';

const LABELS = { 1: 'present', 2: 'late', 0: 'absent', [-1]: 'unknown' } as const;
const COLORS = { 1: 'success', 2: 'warning', 0: 'error', [-1]: 'default' } as const;

export function AttendanceList({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const items = useQuery(studentWorkQueries.attendance(classId));
  if (items.isPending) return <LightRouteLoading />;
  if (!items.data?.length) return <LightEmptyState text={t('student.work.empty.attendance')} />;
  return (
    <div className="lt-stack">
      {items.data.map((item) => (
        <WorkItemCard
          key={item.id}
          name={`${item.name} · ${formatDate(item.date)}`}
          statusLabel={t(`student.attendance.${LABELS[item.status]}`)}
          statusColor={COLORS[item.status]}
        />
      ))}
    </div>
  );
}
