import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { NotFoundPage } from '@/components/not-found-page';
import { LoginPage } from '@/features/auth/login-page';
import { SetPasswordPage } from '@/features/auth/set-password-page';
import { GuestOnly, RequireAdmin } from '@/features/auth/route-guards';
import { StaffLayout } from '@/features/auth/staff-layout';
import { CentersPage } from '@/features/centers/centers-page';
import { ClassesPage } from '@/features/classes/classes-page';
import { CourseCalendarPage } from '@/features/courses/course-calendar-page';
import { CoursesPage } from '@/features/courses/courses-page';
import { EducationalPartsPage } from '@/features/educational-parts/educational-parts-page';
import { ImportExportPage } from '@/features/import-export/import-export-page';
import { QuestionsPage } from '@/features/questions/questions-page';
import { RankingPage } from '@/features/ranking/ranking-page';
import { StudentsPage } from '@/features/students/students-page';
import { StudentsApprovalPage } from '@/features/students-approval/students-approval-page';
import { CenterStudentsPage } from '@/features/student-summaries/center-students-page';
import { ClassStudentsPage } from '@/features/student-summaries/class-students-page';
import { TeachersPage } from '@/features/teachers/teachers-page';
import { UserCalendarPage } from '@/features/user-calendar/user-calendar-page';
import { UsersPage } from '@/features/users/users-page';

const admin = (element: ReactNode) => <RequireAdmin>{element}</RequireAdmin>;
const soon = (titleKey: string) => <ComingSoon titleKey={titleKey} />;

/** Staff routes of the spec; screens of later issues show the coming-soon placeholder. */
const staffRoutes: RouteObject[] = [
  { path: 'dashboard', element: admin(soon('nav.dashboard')) },
  { path: 'overall', element: soon('nav.overall') },
  { path: 'archive', element: soon('nav.workstation') },
  { path: 'students-report', element: soon('nav.studentsReport') },
  { path: 'class-report', element: soon('nav.classReports') },
  { path: 'compose-email', element: soon('nav.composeEmail') },
  { path: 'send-notification', element: soon('nav.sendNotification') },
  { path: 'users', element: admin(<UsersPage />) },
  { path: 'teachers', element: admin(<TeachersPage />) },
  { path: 'students', element: <StudentsPage /> },
  { path: 'class-students', element: <ClassStudentsPage /> },
  { path: 'center-students', element: <CenterStudentsPage /> },
  { path: 'ranking', element: <RankingPage /> },
  { path: 'students-approval', element: <StudentsApprovalPage /> },
  { path: 'videos', element: soon('nav.recordedSessions') },
  { path: 'pdfs', element: soon('nav.managePdfs') },
  { path: 'classes', element: <ClassesPage /> },
  { path: 'classes/:classId/exams/:examId/students/:studentId', element: soon('nav.examCorrection') },
  { path: 'classes/:classId/quizzes/:quizId/students/:studentId', element: soon('nav.quizCorrection') },
  { path: 'import-export', element: <ImportExportPage /> },
  { path: 'meetings', element: soon('nav.meetings') },
  { path: 'meetings/:id', element: soon('nav.meetingParticipants') },
  { path: 'educational-parts', element: <EducationalPartsPage /> },
  { path: 'questions', element: <QuestionsPage /> },
  { path: 'courses', element: admin(<CoursesPage />) },
  { path: 'courses/:id/calendar', element: admin(<CourseCalendarPage />) },
  { path: 'centers', element: <CentersPage /> },
  { path: 'user-calendar', element: <UserCalendarPage /> },
  { path: 'settings', element: admin(soon('nav.settings')) },
  { path: 'exam-editor', element: soon('nav.examEditor') },
  { path: 'homework-editor', element: soon('nav.homeworkEditor') },
  { path: 'quiz-editor', element: soon('nav.quizEditor') },
];

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  // The e-mailed link of a new teacher; open to anyone holding the token.
  { path: '/set-password', element: <SetPasswordPage /> },
  {
    path: '/',
    element: <StaffLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      ...staffRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
