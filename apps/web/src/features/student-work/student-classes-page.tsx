import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentClass } from '@backoffice/contract';
import { LightChip } from '@/components/light/chip';
import { LightEmptyState } from '@/components/light/empty-state';
import { Icon } from '@/components/light/icons';
import { LightRouteLoading } from '@/components/light/route-loading';
import { studentWorkQueries } from './api/student-work-api';

/** Course, school and teachers on one line. */
const describeClass = (klass: StudentClass) =>
  [klass.categoryName, klass.schoolName, klass.teachers.join(', ')].filter(Boolean).join(' · ');

/** My classes: one card each, opening the class's work (plain HTML, student.css: the app's first screen). */
export function StudentClassesPage() {
  const { t } = useTranslation();
  const classes = useQuery(studentWorkQueries.classes());
  return (
    <div className="lt-stack">
      <h1 className="lt-h1">{t('student.classes.title')}</h1>
      {classes.isPending && <LightRouteLoading />}
      {classes.data?.length === 0 && <LightEmptyState text={t('student.classes.empty')} />}
      {classes.data?.map((klass) => (
        <div key={klass.id} className="lt-card">
          <Link className="lt-card__action" to={`/classes/${klass.id}`}>
            <div className="lt-card__body">
              <h2 className="lt-card-title">{klass.name}</h2>
              <p className="lt-secondary">{describeClass(klass)}</p>
              <div className="lt-row">
                <LightChip label={t('student.classes.myCode', { code: klass.class_user_id })} />
                {klass.sessions.map((session) => (
                  <LightChip
                    key={`${session.weekday}-${session.startTime}`}
                    outlined
                    label={`${t(`student.weekdays.${session.weekday}`)} ${session.startTime}`}
                  />
                ))}
              </div>
            </div>
            <Icon name="chevronRight" className="lt-icon--mirrored" />
          </Link>
        </div>
      ))}
    </div>
  );
}
