import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { loadMessages } from '@/lib/i18n';

/**
 * A route whose screen is its own chunk, downloaded the first time it is visited together with the
 * message files it reads (`messages`, named after feature folders, plus `pickers` for the screens
 * with a date or time field): the sign-in page carries no screen's code or texts. Admin-only
 * screens sit behind RequireAdmin.
 */
function screen(
  load: () => Promise<ComponentType>,
  { messages = [], isAdminOnly = false }: { messages?: string | string[]; isAdminOnly?: boolean } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Screen, { RequireAdmin }] = await Promise.all([
        load(),
        import('@/features/auth/route-guards'),
        ...[messages].flat().map(loadMessages),
      ]);
      return {
        element: isAdminOnly ? (
          <RequireAdmin>
            <Screen />
          </RequireAdmin>
        ) : (
          <Screen />
        ),
      };
    },
  };
}

/** A screen of a later issue: the coming-soon placeholder under its nav.* title. */
function soon(titleKey: string, isAdminOnly = false) {
  return screen(
    async () => {
      const { ComingSoon } = await import('@/components/coming-soon');
      return function Soon() {
        return <ComingSoon titleKey={titleKey} />;
      };
    },
    { isAdminOnly },
  );
}

/** Staff routes of the spec; screens of later issues show the coming-soon placeholder. */
const staffRoutes: RouteObject[] = [
  { path: 'dashboard', ...soon('nav.dashboard', true) },
  { path: 'overall', ...soon('nav.overall') },
  { path: 'archive', ...soon('nav.workstation') },
  { path: 'students-report', ...soon('nav.studentsReport') },
  { path: 'class-report', ...soon('nav.classReports') },
  { path: 'compose-email', ...soon('nav.composeEmail') },
  { path: 'send-notification', ...soon('nav.sendNotification') },
  {
    path: 'users',
    ...screen(() => import('@/features/users/users-page').then((m) => m.UsersPage), {
      messages: ['users', 'pickers'],
      isAdminOnly: true,
    }),
  },
  {
    path: 'teachers',
    ...screen(() => import('@/features/teachers/teachers-page').then((m) => m.TeachersPage), {
      messages: ['teachers', 'pickers'],
      isAdminOnly: true,
    }),
  },
  {
    path: 'students',
    ...screen(() => import('@/features/students/students-page').then((m) => m.StudentsPage), {
      messages: ['students', 'pickers'],
    }),
  },
  {
    path: 'class-students',
    ...screen(() => import('@/features/student-summaries/class-students-page').then((m) => m.ClassStudentsPage), {
      messages: 'student-summaries',
    }),
  },
  {
    path: 'center-students',
    ...screen(() => import('@/features/student-summaries/center-students-page').then((m) => m.CenterStudentsPage), {
      messages: 'student-summaries',
    }),
  },
  {
    path: 'ranking',
    ...screen(() => import('@/features/ranking/ranking-page').then((m) => m.RankingPage), { messages: 'ranking' }),
  },
  {
    path: 'students-approval',
    ...screen(() => import('@/features/students-approval/students-approval-page').then((m) => m.StudentsApprovalPage), {
      messages: 'students-approval',
    }),
  },
  { path: 'videos', ...soon('nav.recordedSessions') },
  { path: 'pdfs', ...soon('nav.managePdfs') },
  {
    path: 'classes',
    ...screen(() => import('@/features/classes/classes-page').then((m) => m.ClassesPage), { messages: ['classes', 'pickers'] }),
  },
  { path: 'classes/:classId/exams/:examId/students/:studentId', ...soon('nav.examCorrection') },
  { path: 'classes/:classId/quizzes/:quizId/students/:studentId', ...soon('nav.quizCorrection') },
  {
    path: 'import-export',
    ...screen(() => import('@/features/import-export/import-export-page').then((m) => m.ImportExportPage), {
      messages: 'import-export',
    }),
  },
  { path: 'meetings', ...soon('nav.meetings') },
  { path: 'meetings/:id', ...soon('nav.meetingParticipants') },
  {
    path: 'educational-parts',
    ...screen(() => import('@/features/educational-parts/educational-parts-page').then((m) => m.EducationalPartsPage), {
      messages: 'educational-parts',
    }),
  },
  {
    path: 'questions',
    ...screen(() => import('@/features/questions/questions-page').then((m) => m.QuestionsPage), { messages: 'questions' }),
  },
  {
    path: 'courses',
    ...screen(() => import('@/features/courses/courses-page').then((m) => m.CoursesPage), {
      messages: ['courses', 'pickers'],
      isAdminOnly: true,
    }),
  },
  {
    path: 'courses/:id/calendar',
    ...screen(() => import('@/features/courses/course-calendar-page').then((m) => m.CourseCalendarPage), {
      messages: ['courses', 'pickers'],
      isAdminOnly: true,
    }),
  },
  {
    path: 'centers',
    ...screen(() => import('@/features/centers/centers-page').then((m) => m.CentersPage), { messages: 'centers' }),
  },
  {
    path: 'user-calendar',
    ...screen(() => import('@/features/user-calendar/user-calendar-page').then((m) => m.UserCalendarPage), {
      messages: 'user-calendar',
    }),
  },
  { path: 'settings', ...soon('nav.settings', true) },
  { path: 'exam-editor', ...soon('nav.examEditor') },
  { path: 'homework-editor', ...soon('nav.homeworkEditor') },
  { path: 'quiz-editor', ...soon('nav.quizEditor') },
];

export const routes: RouteObject[] = [
  {
    // Shown while the first screen's chunk downloads.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        path: '/login',
        ...screen(async () => {
          const [{ LoginPage }, { GuestOnly }] = await Promise.all([
            import('@/features/auth/login-page'),
            import('@/features/auth/guest-only'),
          ]);
          return function GuestLogin() {
            return (
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            );
          };
        }),
      },
      // The e-mailed link of a new teacher; open to anyone holding the token.
      { path: '/set-password', ...screen(() => import('@/features/auth/set-password-page').then((m) => m.SetPasswordPage)) },
      {
        path: '/',
        // The shell (top bar, sidebar) is its own chunk too: the sign-in page does not need it.
        ...screen(() => import('@/features/auth/staff-layout').then((m) => m.StaffLayout), { messages: 'nav' }),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...staffRoutes,
          { path: '*', ...screen(() => import('@/components/not-found-page').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
