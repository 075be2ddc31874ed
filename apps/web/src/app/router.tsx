import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { GuestOnly } from '@/features/auth/guest-only';
import { LoginPage } from '@/features/auth/login-page';
import { loadMessages } from '@/lib/i18n';

/**
 * A route whose screen is its own chunk, downloaded the first time it is visited together with the
 * message files it reads (`messages`, named after feature folders, plus `pickers` for the screens
 * with a date or time field and `jobs` for those with job cards): the sign-in page carries no screen's
 * code or texts. A screen for some roles only sits behind RequireRole.
 */
function screen(
  load: () => Promise<ComponentType>,
  { messages = [], guardOf }: { messages?: string | string[]; guardOf?: string } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Screen, { RequireRole }, roles] = await Promise.all([
        load(),
        import('@/features/auth/route-guards'),
        // The shell's table, loaded with the shell: the sign-in page does not need it.
        guardOf ? import('@/components/shell/nav-items').then((m) => m.audienceOf(guardOf)) : undefined,
        ...[messages].flat().map(loadMessages),
      ]);
      return {
        element: roles ? (
          <RequireRole roles={roles}>
            <Screen />
          </RequireRole>
        ) : (
          <Screen />
        ),
      };
    },
  };
}

/**
 * A staff route, shown to whom the sidebar's table shows the screen its path lies within (SCREENS in
 * nav-items: /courses/:id/calendar is Manage Courses'); a path outside every screen is any staff member's.
 */
const staffScreen = (path: string, load: () => Promise<ComponentType>, messages?: string | string[]): RouteObject => ({
  path,
  ...screen(load, { messages, guardOf: `/${path}` }),
});

/** Staff routes of the spec, each its own lazily loaded screen. */
const staffRoutes: RouteObject[] = [
  staffScreen('dashboard', () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage), [
    'dashboard',
    'alerts',
  ]),
  staffScreen('overall', () => import('@/features/overall/overall-page').then((m) => m.OverallPage), 'overall'),
  staffScreen('archive', () => import('@/features/workstation/workstation-page').then((m) => m.WorkstationPage), [
    'workstation',
    'grid',
    'pickers',
    'grading',
    'history',
    'alerts',
  ]),
  staffScreen('students-report', () => import('@/features/reports/students-report-page').then((m) => m.StudentsReportPage), [
    'reports',
    'pickers',
  ]),
  staffScreen('class-report', () => import('@/features/reports/class-report-page').then((m) => m.ClassReportPage), ['reports', 'pickers']),
  staffScreen('compose-email', () => import('@/features/email/compose-email-page').then((m) => m.ComposeEmailPage), 'email'),
  staffScreen(
    'send-notification',
    () => import('@/features/notifications/send-notification-page').then((m) => m.SendNotificationPage),
    'notifications',
  ),
  staffScreen('users', () => import('@/features/users/users-page').then((m) => m.UsersPage), ['users', 'pickers']),
  staffScreen('teachers', () => import('@/features/teachers/teachers-page').then((m) => m.TeachersPage), ['teachers', 'pickers']),
  staffScreen('students', () => import('@/features/students/students-page').then((m) => m.StudentsPage), ['students', 'pickers']),
  staffScreen(
    'class-students',
    () => import('@/features/student-summaries/class-students-page').then((m) => m.ClassStudentsPage),
    'student-summaries',
  ),
  staffScreen(
    'center-students',
    () => import('@/features/student-summaries/center-students-page').then((m) => m.CenterStudentsPage),
    'student-summaries',
  ),
  staffScreen('ranking', () => import('@/features/ranking/ranking-page').then((m) => m.RankingPage), 'ranking'),
  staffScreen(
    'students-approval',
    () => import('@/features/students-approval/students-approval-page').then((m) => m.StudentsApprovalPage),
    'students-approval',
  ),
  staffScreen('videos', () => import('@/features/videos/videos-page').then((m) => m.VideosPage), ['videos', 'media']),
  staffScreen('pdfs', () => import('@/features/pdfs/pdfs-page').then((m) => m.PdfsPage), ['pdfs', 'media']),
  // videos and media: the class videos dialog plays a secure video in the shared player
  staffScreen('classes', () => import('@/features/classes/classes-page').then((m) => m.ClassesPage), [
    'classes',
    'pickers',
    'videos',
    'media',
  ]),
  staffScreen(
    'classes/:classId/exams/:examId/students/:studentId',
    () => import('@/features/grading/correction-page').then((m) => m.ExamCorrectionPage),
    'grading',
  ),
  staffScreen(
    'classes/:classId/quizzes/:quizId/students/:studentId',
    () => import('@/features/grading/correction-page').then((m) => m.QuizCorrectionPage),
    'grading',
  ),
  staffScreen(
    'import-export',
    () => import('@/features/import-export/import-export-page').then((m) => m.ImportExportPage),
    // The job cards' status badges and coded messages read jobs.json (components/jobs).
    ['import-export', 'jobs'],
  ),
  staffScreen('meetings', () => import('@/features/meetings/meetings-page').then((m) => m.MeetingsPage), ['meetings', 'pickers']),
  staffScreen(
    'meetings/:id',
    () => import('@/features/meetings/meeting-participants-page').then((m) => m.MeetingParticipantsPage),
    'meetings',
  ),
  staffScreen(
    'educational-parts',
    () => import('@/features/educational-parts/educational-parts-page').then((m) => m.EducationalPartsPage),
    'educational-parts',
  ),
  staffScreen('questions', () => import('@/features/questions/questions-page').then((m) => m.QuestionsPage), 'questions'),
  staffScreen('courses', () => import('@/features/courses/courses-page').then((m) => m.CoursesPage), ['courses', 'pickers']),
  staffScreen('courses/:id/calendar', () => import('@/features/courses/course-calendar-page').then((m) => m.CourseCalendarPage), [
    'courses',
    'pickers',
  ]),
  staffScreen('centers', () => import('@/features/centers/centers-page').then((m) => m.CentersPage), 'centers'),
  staffScreen(
    'user-calendar',
    () => import('@/features/user-calendar/user-calendar-page').then((m) => m.UserCalendarPage),
    'user-calendar',
  ),
  // workstation: the statuses' labels the history shows
  staffScreen('audit-log', () => import('@/features/audit-log/audit-log-page').then((m) => m.AuditLogPage), [
    'audit-log',
    'history',
    'workstation',
    'pickers',
  ]),
  staffScreen('settings', () => import('@/features/settings/settings-page').then((m) => m.SettingsPage), ['settings', 'pickers']),
  staffScreen('settings/alert-rules', () => import('@/features/alerts/alert-rules-page').then((m) => m.AlertRulesPage), 'alerts'),
  // The grading viewers: pdf.js, pdf-lib and the pen load with these routes only.
  staffScreen('exam-editor', () => import('@/features/grading/grading-pages').then((m) => m.ExamEditorPage), 'grading'),
  staffScreen('homework-editor', () => import('@/features/grading/grading-pages').then((m) => m.HomeworkEditorPage), 'grading'),
  staffScreen('quiz-editor', () => import('@/features/grading/grading-pages').then((m) => m.QuizEditorPage), 'grading'),
];

export const routes: RouteObject[] = [
  {
    // Shown while the first screen's chunk downloads.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        path: '/login',
        // Not lazy: its card came with the first download (main.tsx), and a sign-out lands here at once, the
        // screen it leaves unmounted before that screen asks again without a token (a 401).
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      // The e-mailed link of a new teacher; open to anyone holding the token.
      { path: '/set-password', ...screen(() => import('@/features/auth/set-password-page').then((m) => m.SetPasswordPage)) },
      {
        path: '/',
        // The shell (top bar, sidebar) is its own chunk too: the sign-in page does not need it.
        ...screen(() => import('@/features/auth/staff-layout').then((m) => m.StaffLayout), { messages: ['nav', 'offline'] }),
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
