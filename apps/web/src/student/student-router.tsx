import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { StudentLoginPage } from '@/features/student-auth/student-login-page';
import { loadMessages } from '@/lib/i18n';
import { studentScreens } from './student-screens';

/** Every screen is its own chunk: the sign-in page carries none of them. */
const lazyScreen = (load: () => Promise<React.ComponentType>, messages: string[] = []): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [Screen] = await Promise.all([load(), ...messages.map(loadMessages)]);
    return { Component: Screen };
  },
});

export function createStudentRouter() {
  return createBrowserRouter(
    [
      {
        // Shown while the first screen's chunk downloads, the sign-in page's too (React Router warns without it).
        hydrateFallbackElement: <RouteLoading />,
        children: [
          {
            path: 'login',
            // Not lazy: its card came with the first download (main.tsx), and a sign-out lands here at once.
            element: <StudentLoginPage />,
          },
          {
            path: 'forgot-password',
            ...lazyScreen(() => import('@/features/student-auth/forgot-password-page').then((m) => m.ForgotPasswordPage)),
          },
          {
            path: 'set-password',
            ...lazyScreen(() =>
              import('@/features/student-auth/student-set-password-page').then((m) => m.StudentSetPasswordPage),
            ),
          },
          {
            path: '/',
            lazy: async () => {
              const { StudentLayout } = await import('./student-layout');
              return { Component: StudentLayout };
            },
            children: [
              { index: true, element: <Navigate to="/classes" replace /> },
              ...studentScreens.map((screen) => ({ path: screen.path, ...lazyScreen(screen.load, screen.messages) })),
            ],
          },
          { path: '*', element: <Navigate to="/classes" replace /> },
        ],
      },
    ],
    { basename: '/student' },
  );
}
