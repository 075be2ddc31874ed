import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { applyDocumentLanguage, useLanguage } from '@/lib/language';
import { queryClient, signInAgainOnUnauthorized } from '../app/query-client';
import { createStudentRouter } from './student-router';
import { installLightToaster, LightToasts } from '@/components/light/toasts';
import '@/components/light/student.css';

installLightToaster();
const router = createStudentRouter();
signInAgainOnUnauthorized(router);

/**
 * The student app at /student: the staff app's languages and direction, its own routes, session and toasts, drawn
 * without MUI (a screen that needs it brings it, student-screens.tsx).
 */
export function StudentApp() {
  const { language } = useLanguage();
  useEffect(() => applyDocumentLanguage(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LightToasts />
    </QueryClientProvider>
  );
}
