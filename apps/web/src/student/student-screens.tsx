import type { ComponentType, ReactElement } from 'react';
import ClassIcon from '@mui/icons-material/Class';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VideocamIcon from '@mui/icons-material/Videocam';
import { InboxTabIcon } from '@/features/student-comms/components/inbox-tab-icon';

/**
 * The signed-in screens of the student app. Another feature adds a page with one entry here: its path
 * (under /student), the screen to load lazily, the message files it reads and, for a bottom-bar tab,
 * a `student.*` nav key and an icon. Nothing else has to change.
 */
export type StudentScreen = {
  path: string;
  load: () => Promise<ComponentType>;
  messages?: string[];
  nav?: { labelKey: string; icon: ReactElement };
};

export const studentScreens: StudentScreen[] = [
  {
    path: 'classes',
    load: () => import('@/features/student-work/student-classes-page').then((m) => m.StudentClassesPage),
    nav: { labelKey: 'student.nav.classes', icon: <ClassIcon /> },
  },
  {
    path: 'classes/:classId',
    load: () => import('@/features/student-work/student-class-page').then((m) => m.StudentClassPage),
  },
  {
    path: 'classes/:classId/:paperPath/:itemId',
    load: () => import('@/features/student-work/student-paper-page').then((m) => m.StudentPaperPage),
  },
  // notifications inbox (with the unread badge on its tab) and upcoming meetings: issue 15
  {
    path: 'inbox',
    load: () => import('@/features/student-comms/student-inbox-page').then((m) => m.StudentInboxPage),
    messages: ['student-comms'],
    nav: { labelKey: 'student.commsNav.inbox', icon: <InboxTabIcon /> },
  },
  {
    path: 'meetings',
    load: () => import('@/features/student-comms/student-meetings-page').then((m) => m.StudentMeetingsPage),
    messages: ['student-comms'],
    nav: { labelKey: 'student.commsNav.meetings', icon: <VideocamIcon /> },
  },
  {
    path: 'scan',
    load: () => import('@/features/student-work/student-scan-page').then((m) => m.StudentScanPage),
    nav: { labelKey: 'student.nav.scan', icon: <QrCodeScannerIcon /> },
  },
  {
    path: 'videos',
    load: () => import('@/features/student-media/student-videos-page').then((m) => m.StudentVideosPage),
    messages: ['student-media', 'media', 'videos'],
    nav: { labelKey: 'student.nav.videos', icon: <OndemandVideoIcon /> },
  },
  {
    path: 'pdfs',
    load: () => import('@/features/student-media/student-pdfs-page').then((m) => m.StudentPdfsPage),
    messages: ['student-media', 'media'],
    nav: { labelKey: 'student.nav.pdfs', icon: <PictureAsPdfIcon /> },
  },
];
