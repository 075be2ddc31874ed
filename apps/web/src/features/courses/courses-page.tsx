import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EditIcon from '@mui/icons-material/Edit';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { coursesQueries, useDeleteCourse } from './api/courses-api';
import { CourseFormDialog } from './components/course-form-dialog';
import { PapersDialog } from './components/papers-dialog';

/** Manage Courses (class categories): name and code, with papers and a calendar per course. */
export function CoursesPage() {
  const { t } = useTranslation();
  const deleteCourse = useDeleteCourse();
  const [editing, setEditing] = useState<{ course: Course | null } | null>(null);
  const [papersOf, setPapersOf] = useState<Course | null>(null);
  return (
    <>
      <ListPage
        title={t('courses.title')}
        emptyText={t('courses.empty')}
        listQuery={coursesQueries.list}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('courses.columns.name'), render: (course: Course) => course.name },
          { header: t('courses.columns.code'), render: (course: Course) => course.code },
        ]}
        onAdd={() => setEditing({ course: null })}
        onRowClick={(course) => setEditing({ course })}
        rowActions={(course) => (
          <>
            <Tooltip title={t('common.edit')}>
              <IconButton
                size="small"
                aria-label={t('courses.editNamed', { name: course.name })}
                onClick={() => setEditing({ course })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('courses.managePapers')}>
              <IconButton
                size="small"
                aria-label={t('courses.papersOf', { name: course.name })}
                onClick={() => setPapersOf(course)}
              >
                <LibraryBooksIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('courses.calendar')}>
              <IconButton
                size="small"
                component={Link}
                to={`/courses/${course.id}/calendar`}
                aria-label={t('courses.calendarOf', { name: course.name })}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
        deletion={{ nameOf: (course) => course.name, mutation: deleteCourse }}
      />
      <CourseFormDialog open={editing !== null} course={editing?.course ?? null} onClose={() => setEditing(null)} />
      <PapersDialog course={papersOf} onClose={() => setPapersOf(null)} />
    </>
  );
}
