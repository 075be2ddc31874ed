import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
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
import ExtensionIcon from '@mui/icons-material/Extension';

/** `labelKey` is the message key of the entry's text (nav.*). */
export type NavLink = { labelKey: string; to: string; icon: SvgIconComponent; adminOnly?: boolean };
export type NavGroup = { labelKey: string; icon: SvgIconComponent; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The sidebar, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', to: '/dashboard', icon: DashboardIcon, adminOnly: true },
  { labelKey: 'nav.overall', to: '/overall', icon: InsightsIcon },
  { labelKey: 'nav.workstation', to: '/archive', icon: WorkIcon },
  { labelKey: 'nav.studentsReport', to: '/students-report', icon: AssessmentIcon },
  { labelKey: 'nav.composeEmail', to: '/compose-email', icon: EmailIcon },
  { labelKey: 'nav.sendNotification', to: '/send-notification', icon: NotificationsIcon },
  {
    labelKey: 'nav.manageUsers',
    icon: GroupIcon,
    children: [
      { labelKey: 'nav.users', to: '/users', icon: PersonIcon, adminOnly: true },
      { labelKey: 'nav.manageTas', to: '/teachers', icon: BadgeIcon, adminOnly: true },
      { labelKey: 'nav.studentsAccounts', to: '/students', icon: SchoolIcon },
      { labelKey: 'nav.classStudents', to: '/class-students', icon: ClassIcon },
      { labelKey: 'nav.centerStudents', to: '/center-students', icon: StoreIcon },
      { labelKey: 'nav.ranking', to: '/ranking', icon: LeaderboardIcon },
    ],
  },
  { labelKey: 'nav.studentsApproval', to: '/students-approval', icon: HowToRegIcon },
  { labelKey: 'nav.recordedSessions', to: '/videos', icon: OndemandVideoIcon },
  { labelKey: 'nav.pdfs', to: '/pdfs', icon: PictureAsPdfIcon },
  { labelKey: 'nav.manageClasses', to: '/classes', icon: ClassIcon },
  { labelKey: 'nav.importExport', to: '/import-export', icon: ImportExportIcon },
  { labelKey: 'nav.meetings', to: '/meetings', icon: VideoCallIcon },
  { labelKey: 'nav.educationalParts', to: '/educational-parts', icon: ExtensionIcon },
  { labelKey: 'nav.questions', to: '/questions', icon: QuizIcon },
  { labelKey: 'nav.manageCourses', to: '/courses', icon: MenuBookIcon, adminOnly: true },
  { labelKey: 'nav.centers', to: '/centers', icon: LocationCityIcon },
  { labelKey: 'nav.calendar', to: '/user-calendar', icon: CalendarMonthIcon },
  { labelKey: 'nav.auditLog', to: '/audit-log', icon: HistoryIcon, adminOnly: true },
  { labelKey: 'nav.settings', to: '/settings', icon: SettingsIcon, adminOnly: true },
];

/** The items a user may see: admin-only entries vanish for everyone else, and empty groups with them. */
export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.flatMap<NavItem>((item) => {
    if (isGroup(item)) {
      const children = item.children.filter((child) => isAdmin || !child.adminOnly);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return isAdmin || !item.adminOnly ? [item] : [];
  });
}
