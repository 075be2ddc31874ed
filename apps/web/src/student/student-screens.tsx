import type { ComponentType, ReactElement } from 'react';
import { InboxTabIcon } from '@/features/student-comms/components/inbox-tab-icon';
import { StudentClassPage } from '@/features/student-work/student-class-page';
import { StudentClassesPage } from '@/features/student-work/student-classes-page';
import { StudentScanPage } from '@/features/student-work/student-scan-page';
import { Icon } from '@/components/light/icons';

/**
 * The signed-in screens of the student app. Another feature adds a page with one entry here: its path
 * (under /student), the screen to load lazily, the message files it reads and, for a bottom-bar tab,
 * a `student.*` nav key and an icon. Nothing else has to change.
 * The app's own layout and its first screens are plain HTML (student.css); a screen drawn with MUI says `mui: true`
 * and gets MUI's theme, direction and styles around it (app/mui-theme.tsx), downloaded when such a screen opens.
 */
export type StudentScreen = {
  path: string;
  /** The screen's chunk, loaded when it opens; or `screen`, drawn at once (below). */
  load?: () => Promise<ComponentType>;
  /**
   * A first screen of the app, in the app's own download (a few KB): a phone opening My classes, a class or a
   * QR code's scan waits for no further chunk before it asks for its data.
   */
  screen?: ComponentType;
  messages?: string[];
  /** Drawn with MUI: its theme and providers come with it. */
  mui?: true;
  nav?: { labelKey: string; icon: ReactElement };
};

export const studentScreens: StudentScreen[] = [
  {
    path: 'classes',
    screen: StudentClassesPage,
    nav: { labelKey: 'student.nav.classes', icon: <Icon name="class" /> },
  },
  {
    path: 'classes/:classId',
    screen: StudentClassPage,
  },
  {
    path: 'classes/:classId/:paperPath/:itemId',
    load: () => import('@/features/student-work/student-paper-page').then((m) => m.StudentPaperPage),
    mui: true,
  },
  // notifications inbox (with the unread badge on its tab) and upcoming meetings: issue 15
  {
    path: 'inbox',
    load: () => import('@/features/student-comms/student-inbox-page').then((m) => m.StudentInboxPage),
    mui: true,
    messages: ['student-comms'],
    nav: { labelKey: 'student.commsNav.inbox', icon: <InboxTabIcon /> },
  },
  {
    path: 'meetings',
    load: () => import('@/features/student-comms/student-meetings-page').then((m) => m.StudentMeetingsPage),
    mui: true,
    messages: ['student-comms'],
    nav: { labelKey: 'student.commsNav.meetings', icon: <Icon name="videocam" /> },
  },
  {
    path: 'scan',
    screen: StudentScanPage,
    nav: { labelKey: 'student.nav.scan', icon: <Icon name="qrCodeScanner" /> },
  },
  {
    path: 'videos',
    load: () => import('@/features/student-media/student-videos-page').then((m) => m.StudentVideosPage),
    mui: true,
    messages: ['student-media', 'media', 'videos'],
    nav: { labelKey: 'student.nav.videos', icon: <Icon name="ondemandVideo" /> },
  },
  {
    path: 'pdfs',
    load: () => import('@/features/student-media/student-pdfs-page').then((m) => m.StudentPdfsPage),
    mui: true,
    messages: ['student-media', 'media'],
    nav: { labelKey: 'student.nav.pdfs', icon: <Icon name="pictureAsPdf" /> },
  },
];
