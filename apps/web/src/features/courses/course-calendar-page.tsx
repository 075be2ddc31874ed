import AddIcon from '@mui/icons-material/Add';
import { BackIcon } from '@/components/directional-icons';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CourseEvent } from '@backoffice/contract';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { visibleRange } from '@/components/month-calendar/calendar-dates';
import { MonthCalendar } from '@/components/month-calendar/month-calendar';
import { useMonthParam } from '@/components/month-calendar/use-month-param';
import { PageHeader } from '@/components/page-header';
import { courseEventsQueries, useDeleteCourseEvent } from './api/course-events-api';
import { coursesQueries } from './api/courses-api';
import { EventCard } from './components/event-card';
import { EventFormDialog } from './components/event-form-dialog';

/** /courses/{id}/calendar: the course's events on a month grid. */
export function CourseCalendarPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().id);
  const [month, setMonth] = useMonthParam();
  const course = useQuery(coursesQueries.detail(courseId));
  const events = useQuery(courseEventsQueries.list({ courseId, ...visibleRange(month) }));
  const deleteEvent = useDeleteCourseEvent();
  const [editing, setEditing] = useState<{ event: CourseEvent | null } | null>(null);
  const deletion = useConfirmDelete<CourseEvent>({ mutation: deleteEvent, nameOf: (event) => event.name });

  return (
    <>
      <PageHeader
        title={
          course.data ? t('courses.courseCalendar.title', { name: course.data.name }) : t('courses.courseCalendar.fallbackTitle')
        }
        actions={
          <Button component={Link} to="/courses" startIcon={<BackIcon />}>
            {t('courses.courseCalendar.back')}
          </Button>
        }
      />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        items={events.data ?? []}
        dateOf={(event) => event.start_at}
        keyOf={(event) => event.id}
        isLoading={events.isFetching}
        renderItem={(event) => <EventCard event={event} onEdit={(item) => setEditing({ event: item })} onDelete={deletion.ask} />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ event: null })}>
            {t('courses.courseCalendar.addEvent')}
          </Button>
        }
      />
      <EventFormDialog
        open={editing !== null}
        courseId={courseId}
        event={editing?.event ?? null}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </>
  );
}
