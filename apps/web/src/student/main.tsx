import '../app/zod-config';
import { StrictMode } from 'react';
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

void loadMessages('student').then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StudentApp />
    </StrictMode>,
  ),
);
