import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentAssessmentItem } from '@backoffice/contract';
import { LightEmptyState } from '@/components/light/empty-state';
import { LightRouteLoading } from '@/components/light/route-loading';
import { studentWorkQueries } from '../api/student-work-api';
import { FileLink } from './file-link';
import { SubmitFileButton } from './submit-file-button';
import { WorkItemCard } from './work-item-card';

const STATUS_COLORS = { assigned: 'default', submitted: 'info', corrected: 'success' } as const;

function statusOf(item: StudentAssessmentItem): { key: string; color: 'default' | 'success' | 'warning' | 'info' | 'error' } {
  if (item.status !== 'assigned') return { key: item.status, color: STATUS_COLORS[item.status] };
  if (!item.is_open) return { key: item.started_at || item.kind === 'homework' ? 'closed' : 'missed', color: 'error' };
  return { key: item.started_at ? 'inProgress' : 'assigned', color: item.started_at ? 'warning' : 'default' };
}

/** Homework, quizzes or exams of the class, with my status, score and files; submit or take what is open. */
export function AssessmentList({ classId, tab }: { classId: number; tab: 'homework' | 'quizzes' | 'exams' }) {
  const { t } = useTranslation();
  const items = useQuery(studentWorkQueries.assessments(classId, tab));
  if (items.isPending) return <LightRouteLoading />;
  if (!items.data?.length) return <LightEmptyState text={t(`student.work.empty.${tab}`)} />;
  return (
    <div className="lt-stack">
      {items.data.map((item) => {
        const status = statusOf(item);
        const canTake = tab !== 'homework' && item.is_open && item.status === 'assigned';
        return (
          <WorkItemCard
            key={item.id}
            name={item.name}
            dueDate={item.dueDate}
            statusLabel={t(`student.status.${status.key}`)}
            statusColor={status.color}
            score={item.score}
            maxScore={item.maxScore}
            grade={item.grade}
          >
            {item.file && <FileLink file={item.file} label={t('student.work.myFile')} />}
            {item.updatedFile && <FileLink file={item.updatedFile} label={t('student.work.correctedFile')} />}
            {tab === 'homework' && item.is_open && (
              <SubmitFileButton target="homework" itemId={item.id} classId={classId} hasFile={Boolean(item.file)} />
            )}
            {canTake && (
              <Link to={`/classes/${classId}/${tab}/${item.id}`} className="lt-button lt-button--contained">
                {item.started_at ? t('student.paper.continue') : t('student.paper.start')}
              </Link>
            )}
            {canTake && item.duration_minutes && !item.started_at && (
              <span>{t('student.paper.duration', { minutes: item.duration_minutes })}</span>
            )}
          </WorkItemCard>
        );
      })}
    </div>
  );
}
