import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { StudentLoginPage } from '@/features/student-auth/student-login-page';
import { loadMessages } from '@/lib/i18n';
import { StudentLayout } from './student-layout';
import { studentScreens } from './student-screens';
import { LightRouteLoading } from '@/components/light/route-loading';

/**
 * Every screen is its own chunk: the sign-in page carries none of them. A screen drawn with MUI (`mui`) comes
 * with MUI's providers around it, downloaded beside it.
 */
const lazyScreen = (
  load: () => Promise<React.ComponentType>,
  messages: string[] = [],
  mui = false,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [Screen, MuiTheme] = await Promise.all([
      load(),
      mui ? import('../app/mui-theme').then((m) => m.MuiTheme) : null,
      ...messages.map(loadMessages),
    ]);
    if (!MuiTheme) return { Component: Screen };
    return {
      Component: () => (
        <MuiTheme>
          <Screen />
        </MuiTheme>
      ),
    };
  },
});

export function createStudentRouter() {
  return createBrowserRouter(
    [
      {
        // Shown while the first screen's chunk downloads, the sign-in page's too (React Router warns without it).
        hydrateFallbackElement: <LightRouteLoading />,
        children: [
          {
            path: 'login',
            // Not lazy: its card came with the first download (main.tsx), and a sign-out lands here at once.
            element: <StudentLoginPage />,
          },
          {
            path: 'forgot-password',
            ...lazyScreen(
              () => import('@/features/student-auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
              [],
              true,
            ),
          },
          {
            path: 'set-password',
            ...lazyScreen(
              () => import('@/features/student-auth/student-set-password-page').then((m) => m.StudentSetPasswordPage),
              [],
              true,
            ),
          },
          {
            path: '/',
            // In the app's download: its first screens are too (student-screens.tsx)
            Component: StudentLayout,
            children: [
              { index: true, element: <Navigate to="/classes" replace /> },
              ...studentScreens.map(({ path, screen, load, messages, mui }) =>
                screen ? { path, Component: screen } : { path, ...lazyScreen(load!, messages, mui) },
              ),
            ],
          },
          { path: '*', element: <Navigate to="/classes" replace /> },
        ],
      },
    ],
    { basename: '/student' },
  );
}
