import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EditIcon from '@mui/icons-material/Edit';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Course } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { coursesQueries, useDeleteCourse } from './api/courses-api';
import { CourseFormDialog } from './components/course-form-dialog';
import { PapersDialog } from './components/papers-dialog';

/** Manage Courses (class categories): name and code, with papers and a calendar per course. */
export function CoursesPage() {
  const deleteCourse = useDeleteCourse();
  const [editing, setEditing] = useState<{ course: Course | null } | null>(null);
  const [papersOf, setPapersOf] = useState<Course | null>(null);
  return (
    <>
      <ListPage
        title="Manage Courses"
        emptyText="No Categories Found"
        listQuery={coursesQueries.list}
        columns={[
          { header: 'No.', render: (_, number) => number, width: 80 },
          { header: 'Name', render: (course: Course) => course.name },
          { header: 'Code', render: (course: Course) => course.code },
        ]}
        onAdd={() => setEditing({ course: null })}
        onRowClick={(course) => setEditing({ course })}
        rowActions={(course) => (
          <>
            <Tooltip title="Edit">
              <IconButton size="small" aria-label={`Edit ${course.name}`} onClick={() => setEditing({ course })}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Manage papers">
              <IconButton size="small" aria-label={`Papers of ${course.name}`} onClick={() => setPapersOf(course)}>
                <LibraryBooksIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Calendar">
              <IconButton
                size="small"
                component={Link}
                to={`/courses/${course.id}/calendar`}
                aria-label={`Calendar of ${course.name}`}
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
