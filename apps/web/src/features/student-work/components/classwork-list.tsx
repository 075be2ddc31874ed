import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LightEmptyState } from '@/components/light/empty-state';
import { LightRouteLoading } from '@/components/light/route-loading';
import { studentWorkQueries } from '../api/student-work-api';
import { FileLink } from './file-link';
import { SubmitFileButton } from './submit-file-button';
import { WorkItemCard } from './work-item-card';

const COLORS = {
  not_attended: 'default',
  attended_with_wrong_classwork: 'warning',
  attended_with_correct_classwork: 'success',
} as const;

export function ClassworkList({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const items = useQuery(studentWorkQueries.classworks(classId));
  if (items.isPending) return <LightRouteLoading />;
  if (!items.data?.length) return <LightEmptyState text={t('student.work.empty.classworks')} />;
  return (
    <div className="lt-stack">
      {items.data.map((item) => (
        <WorkItemCard
          key={item.id}
          name={item.name}
          dueDate={item.dueDate}
          statusLabel={
            item.file && item.status === 'not_attended'
              ? t('student.status.submitted')
              : t(`student.classworkStatus.${item.status}`)
          }
          statusColor={item.file && item.status === 'not_attended' ? 'info' : COLORS[item.status]}
        >
          {item.pdf && <FileLink file={item.pdf} label={t('student.work.sheet')} />}
          {item.file && <FileLink file={item.file} label={t('student.work.myFile')} />}
          {item.is_open && (
            <SubmitFileButton target="classwork" itemId={item.id} classId={classId} hasFile={Boolean(item.file)} />
          )}
        </WorkItemCard>
      ))}
    </div>
  );
}
