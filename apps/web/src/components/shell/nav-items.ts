import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NotificationsIcon from '@mui/icons-material/Notifications';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import WorkIcon from '@mui/icons-material/Work';

import { STAFF_ROLES, type StaffRole } from '@backoffice/contract';

/**
 * Who is shown a screen. The server's guards stay the authority; this is what the web offers. A screen is
 * for admins only when it reads an endpoint whose guard is 'admin' (nav-items.test.ts holds the two together);
 * teaching assistants and supervisors call the same 'staff' endpoints, scoped to their classes.
 */
export type Audience = readonly StaffRole[];
const STAFF: Audience = STAFF_ROLES;
const ADMINS: Audience = ['admin'];

const GROUPS = {
  manageUsers: { labelKey: 'nav.manageUsers', icon: GroupIcon },
} as const satisfies Record<string, { labelKey: string; icon: SvgIconComponent }>;

/** One screen of the sidebar; `labelKey` is the message key of its text (nav.*), `group` the entry it sits under. */
export type Screen = { to: string; labelKey: string; icon: SvgIconComponent; roles: Audience; group?: keyof typeof GROUPS };
export type NavLink = Screen;
export type NavGroup = { labelKey: string; icon: SvgIconComponent; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

/**
 * Every screen of the sidebar in the spec's order, and who is shown it: the sidebar and the router's guards
 * (and those of the pages under a screen's path, such as /courses/:id/calendar) are derived from it.
 */
export const SCREENS: readonly Screen[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: DashboardIcon, roles: ADMINS },
  { to: '/overall', labelKey: 'nav.overall', icon: InsightsIcon, roles: STAFF },
  { to: '/archive', labelKey: 'nav.workstation', icon: WorkIcon, roles: STAFF },
  { to: '/students-report', labelKey: 'nav.studentsReport', icon: AssessmentIcon, roles: STAFF },
  { to: '/compose-email', labelKey: 'nav.composeEmail', icon: EmailIcon, roles: STAFF },
  { to: '/send-notification', labelKey: 'nav.sendNotification', icon: NotificationsIcon, roles: STAFF },
  { to: '/users', labelKey: 'nav.users', icon: PersonIcon, roles: ADMINS, group: 'manageUsers' },
  { to: '/teachers', labelKey: 'nav.manageTas', icon: BadgeIcon, roles: ADMINS, group: 'manageUsers' },
  { to: '/students', labelKey: 'nav.studentsAccounts', icon: SchoolIcon, roles: STAFF, group: 'manageUsers' },
  { to: '/class-students', labelKey: 'nav.classStudents', icon: ClassIcon, roles: STAFF, group: 'manageUsers' },
  { to: '/center-students', labelKey: 'nav.centerStudents', icon: StoreIcon, roles: STAFF, group: 'manageUsers' },
  { to: '/ranking', labelKey: 'nav.ranking', icon: LeaderboardIcon, roles: STAFF, group: 'manageUsers' },
  { to: '/students-approval', labelKey: 'nav.studentsApproval', icon: HowToRegIcon, roles: STAFF },
  { to: '/videos', labelKey: 'nav.recordedSessions', icon: OndemandVideoIcon, roles: STAFF },
  { to: '/pdfs', labelKey: 'nav.pdfs', icon: PictureAsPdfIcon, roles: STAFF },
  { to: '/classes', labelKey: 'nav.manageClasses', icon: ClassIcon, roles: STAFF },
  { to: '/import-export', labelKey: 'nav.importExport', icon: ImportExportIcon, roles: STAFF },
  { to: '/meetings', labelKey: 'nav.meetings', icon: VideoCallIcon, roles: STAFF },
  { to: '/educational-parts', labelKey: 'nav.educationalParts', icon: ExtensionIcon, roles: STAFF },
  { to: '/questions', labelKey: 'nav.questions', icon: QuizIcon, roles: STAFF },
  { to: '/courses', labelKey: 'nav.manageCourses', icon: MenuBookIcon, roles: ADMINS },
  { to: '/centers', labelKey: 'nav.centers', icon: LocationCityIcon, roles: STAFF },
  { to: '/user-calendar', labelKey: 'nav.calendar', icon: CalendarMonthIcon, roles: STAFF },
  // The server shows a teaching assistant their classes' history, but the screen's "changed by" filter
  // lists every teaching assistant, which only an admin may read.
  { to: '/audit-log', labelKey: 'nav.auditLog', icon: HistoryIcon, roles: ADMINS },
  { to: '/settings', labelKey: 'nav.settings', icon: SettingsIcon, roles: ADMINS },
];

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** `/students` holds /students and /students/…, not /students-approval. */
export const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Who is shown the page at `pathname`: the audience of the screen it lies within; any staff member elsewhere. */
export const audienceOf = (pathname: string): Audience => SCREENS.find((screen) => isWithin(pathname, screen.to))?.roles ?? STAFF;

/** The sidebar a user of `role` sees: their screens, each group (in place of its first screen) holding its own. */
export function visibleNavItems(role: StaffRole | undefined): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavGroup>();
  for (const screen of SCREENS) {
    if (!role || !screen.roles.includes(role)) continue;
    if (!screen.group) {
      items.push(screen);
      continue;
    }
    const group = groups.get(screen.group);
    if (group) group.children.push(screen);
    else {
      const opened: NavGroup = { ...GROUPS[screen.group], children: [screen] };
      groups.set(screen.group, opened);
      items.push(opened);
    }
  }
  return items;
}
