import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { loadMessages } from '@/lib/i18n';

/**
 * A route whose screen is its own chunk, downloaded the first time it is visited together with the
 * message files it reads (`messages`, named after feature folders, plus `pickers` for the screens
 * with a date or time field and `jobs` for those with job cards): the sign-in page carries no
 * screen's code or texts. Admin-only screens sit behind RequireAdmin.
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

/** Staff routes of the spec, each its own lazily loaded screen. */
const staffRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    ...screen(() => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage), {
      messages: 'dashboard',
      isAdminOnly: true,
    }),
  },
  {
    path: 'overall',
    ...screen(() => import('@/features/overall/overall-page').then((m) => m.OverallPage), { messages: 'overall' }),
  },
  {
    path: 'archive',
    ...screen(() => import('@/features/workstation/workstation-page').then((m) => m.WorkstationPage), {
      messages: ['workstation', 'grid', 'pickers', 'grading', 'history'],
    }),
  },
  {
    path: 'students-report',
    ...screen(() => import('@/features/reports/students-report-page').then((m) => m.StudentsReportPage), {
      messages: ['reports', 'pickers'],
    }),
  },
  {
    path: 'class-report',
    ...screen(() => import('@/features/reports/class-report-page').then((m) => m.ClassReportPage), { messages: 'reports' }),
  },
  {
    path: 'compose-email',
    ...screen(() => import('@/features/email/compose-email-page').then((m) => m.ComposeEmailPage), { messages: 'email' }),
  },
  {
    path: 'send-notification',
    ...screen(() => import('@/features/notifications/send-notification-page').then((m) => m.SendNotificationPage), {
      messages: 'notifications',
    }),
  },
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
  {
    path: 'videos',
    ...screen(() => import('@/features/videos/videos-page').then((m) => m.VideosPage), { messages: ['videos', 'media'] }),
  },
  { path: 'pdfs', ...screen(() => import('@/features/pdfs/pdfs-page').then((m) => m.PdfsPage), { messages: ['pdfs', 'media'] }) },
  {
    path: 'classes',
    ...screen(() => import('@/features/classes/classes-page').then((m) => m.ClassesPage), {
      // videos and media: the class videos dialog plays a secure video in the shared player
      messages: ['classes', 'pickers', 'videos', 'media'],
    }),
  },
  {
    path: 'classes/:classId/exams/:examId/students/:studentId',
    ...screen(() => import('@/features/grading/correction-page').then((m) => m.ExamCorrectionPage), { messages: 'grading' }),
  },
  {
    path: 'classes/:classId/quizzes/:quizId/students/:studentId',
    ...screen(() => import('@/features/grading/correction-page').then((m) => m.QuizCorrectionPage), { messages: 'grading' }),
  },
  {
    path: 'import-export',
    ...screen(() => import('@/features/import-export/import-export-page').then((m) => m.ImportExportPage), {
      // The job cards' status badges and coded messages read jobs.json (components/jobs).
      messages: ['import-export', 'jobs'],
    }),
  },
  {
    path: 'meetings',
    ...screen(() => import('@/features/meetings/meetings-page').then((m) => m.MeetingsPage), {
      messages: ['meetings', 'pickers'],
    }),
  },
  {
    path: 'meetings/:id',
    ...screen(() => import('@/features/meetings/meeting-participants-page').then((m) => m.MeetingParticipantsPage), {
      messages: 'meetings',
    }),
  },
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
  {
    path: 'audit-log',
    // workstation: the statuses' labels the history shows
    ...screen(() => import('@/features/audit-log/audit-log-page').then((m) => m.AuditLogPage), {
      messages: ['audit-log', 'history', 'workstation', 'pickers'],
      isAdminOnly: true,
    }),
  },
  {
    path: 'settings',
    ...screen(() => import('@/features/settings/settings-page').then((m) => m.SettingsPage), {
      messages: ['settings', 'pickers'],
      isAdminOnly: true,
    }),
  },
  // The grading viewers: pdf.js, pdf-lib and the pen load with these routes only.
  {
    path: 'exam-editor',
    ...screen(() => import('@/features/grading/grading-pages').then((m) => m.ExamEditorPage), { messages: 'grading' }),
  },
  {
    path: 'homework-editor',
    ...screen(() => import('@/features/grading/grading-pages').then((m) => m.HomeworkEditorPage), { messages: 'grading' }),
  },
  {
    path: 'quiz-editor',
    ...screen(() => import('@/features/grading/grading-pages').then((m) => m.QuizEditorPage), { messages: 'grading' }),
  },
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
