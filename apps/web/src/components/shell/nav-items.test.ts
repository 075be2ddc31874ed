import { describe, expect, it } from 'vitest';
import {
  attendanceApi,
  auditLogApi,
  centersApi,
  classEmailApi,
  classesApi,
  classMembersApi,
  coursesApi,
  dashboardApi,
  educationalPartsApi,
  importExportApi,
  meetingsApi,
  notificationsApi,
  overallApi,
  pdfsApi,
  questionBankOptionsApi,
  questionsApi,
  rankingApi,
  reportsApi,
  selectOptionsApi,
  settingsApi,
  STAFF_ROLES,
  studentsApi,
  studentsApprovalApi,
  studentSummariesApi,
  teachersApi,
  userCalendarApi,
  usersApi,
  videosApi,
  type Endpoint,
} from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { audienceOf, isGroup, SCREENS, visibleNavItems, type NavItem } from './nav-items';

/** The sidebar as read from top to bottom, a group's entries after it. */
const labels = (items: NavItem[]) =>
  items
    .flatMap((item) => (isGroup(item) ? [item.labelKey, ...item.children.map((c) => c.labelKey)] : [item.labelKey]))
    .map((key) => i18n.t(key, { lng: 'en' }));

const STAFF_SIDEBAR = [
  'Overall',
  'Workstation',
  'Students Report',
  'Compose Email',
  'Send Notification',
  'Manage Users',
  'Students Accounts',
  'Class Students',
  'Center Students',
  'Ranking',
  'Students Approval',
  'Recorded Sessions',
  'Pdfs',
  'Manage Classes',
  'Import/Export',
  'Meetings',
  'Educational Parts',
  'Questions',
  'Centers',
  'Calendar',
];

describe('visibleNavItems', () => {
  it('shows an admin every entry in the spec order, then the Audit Log and Settings', () => {
    expect(labels(visibleNavItems('admin'))).toEqual([
      'Dashboard',
      'Overall',
      'Workstation',
      'Students Report',
      'Compose Email',
      'Send Notification',
      'Manage Users',
      'Users',
      'Manage TAs',
      'Students Accounts',
      'Class Students',
      'Center Students',
      'Ranking',
      'Students Approval',
      'Recorded Sessions',
      'Pdfs',
      'Manage Classes',
      'Import/Export',
      'Meetings',
      'Educational Parts',
      'Questions',
      'Manage Courses',
      'Centers',
      'Calendar',
      'Audit Log',
      'Settings',
    ]);
  });

  it.each(['teacher', 'supervisor'] as const)(
    'shows a %s the staff entries, Manage Users holding the student screens',
    (role) => {
      expect(labels(visibleNavItems(role))).toEqual(STAFF_SIDEBAR);
    },
  );

  it('shows nothing before the user is known', () => {
    expect(visibleNavItems(undefined)).toEqual([]);
  });
});

/**
 * The endpoints each screen reads when it opens. A screen is for admins only exactly when one of them is
 * (its guard 'admin'): otherwise a teaching assistant would open a screen the server refuses, or miss one
 * it serves them.
 */
const READS: Record<string, Endpoint[]> = {
  '/dashboard': [dashboardApi.get],
  '/overall': [overallApi.list],
  '/archive': [attendanceApi.list],
  '/students-report': [reportsApi.performance],
  '/compose-email': [classEmailApi.list],
  '/send-notification': [notificationsApi.list],
  '/users': [usersApi.list, usersApi.roles],
  '/teachers': [teachersApi.list],
  '/students': [studentsApi.list],
  '/class-students': [classMembersApi.students],
  '/center-students': [studentSummariesApi.students],
  '/ranking': [rankingApi.list],
  '/students-approval': [studentsApprovalApi.list],
  '/videos': [videosApi.list],
  '/pdfs': [pdfsApi.list],
  '/classes': [classesApi.list],
  '/import-export': [importExportApi.list],
  '/meetings': [meetingsApi.list],
  '/educational-parts': [educationalPartsApi.list],
  '/questions': [questionsApi.list, questionBankOptionsApi.educationalParts],
  '/courses': [coursesApi.list],
  '/centers': [centersApi.list],
  '/user-calendar': [userCalendarApi.list],
  // The "changed by" filter lists every teaching assistant.
  '/audit-log': [auditLogApi.list, selectOptionsApi.classes, selectOptionsApi.teachers],
  '/settings': [settingsApi.get],
};

describe('SCREENS', () => {
  it.each(SCREENS.map((screen) => [screen.to, screen] as const))('%s is shown to whom the contract serves it', (to, screen) => {
    const reads = READS[to];
    expect(reads, `the endpoints ${to} reads`).toBeDefined();
    const isForAdmins = reads!.some((endpoint) => endpoint.guard === 'admin');
    expect(screen.roles).toEqual(isForAdmins ? ['admin'] : STAFF_ROLES);
  });
});

describe('audienceOf', () => {
  it('guards a page under a screen as that screen, and a page under none for every staff member', () => {
    expect(audienceOf('/courses/7/calendar')).toEqual(['admin']);
    expect(audienceOf('/classes/1/exams/2/students/3')).toEqual(STAFF_ROLES);
    expect(audienceOf('/class-report')).toEqual(STAFF_ROLES);
    // /users is admin-only; a path that merely begins with its letters is not under it.
    expect(audienceOf('/users')).toEqual(['admin']);
    expect(audienceOf('/user-calendar')).toEqual(STAFF_ROLES);
  });

  it('lets every role open /classes, where a page not for them sends them', () => {
    expect(audienceOf('/classes')).toEqual(STAFF_ROLES);
  });
});
