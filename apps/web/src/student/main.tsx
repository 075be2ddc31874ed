import '../app/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseTokenKey } from '@/lib/session-storage';
import { loadMessages } from '@/lib/i18n';
import { linkManifestToLanguage } from './install-manifest';
import { registerStudentServiceWorker } from './offline-data';
import { StudentApp } from './student-app';

// Before any call: the student's token lives beside (never instead of) a staff token in the same browser.
chooseTokenKey('student-token');

linkManifestToLanguage();
registerStudentServiceWorker();

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that leave the phone's main thread free between them (Lighthouse's blocking time).
void loadMessages('student').then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <StudentApp />
      </StrictMode>,
    ),
  ),
);
