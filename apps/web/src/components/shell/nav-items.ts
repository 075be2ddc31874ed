import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import GroupIcon from '@mui/icons-material/Group';
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

export type NavLink = { label: string; to: string; icon: SvgIconComponent; adminOnly?: boolean };
export type NavGroup = { label: string; icon: SvgIconComponent; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => 'children' in item;

/** The sidebar, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon, adminOnly: true },
  { label: 'Overall', to: '/overall', icon: InsightsIcon },
  { label: 'Workstation', to: '/archive', icon: WorkIcon },
  { label: 'Students Report', to: '/students-report', icon: AssessmentIcon },
  { label: 'Compose Email', to: '/compose-email', icon: EmailIcon },
  { label: 'Send Notification', to: '/send-notification', icon: NotificationsIcon },
  {
    label: 'Manage Users',
    icon: GroupIcon,
    children: [
      { label: 'Users', to: '/users', icon: PersonIcon, adminOnly: true },
      { label: 'Manage TAs', to: '/teachers', icon: BadgeIcon, adminOnly: true },
      { label: 'Students Accounts', to: '/students', icon: SchoolIcon },
      { label: 'Class Students', to: '/class-students', icon: ClassIcon },
      { label: 'Center Students', to: '/center-students', icon: StoreIcon },
      { label: 'Ranking', to: '/ranking', icon: LeaderboardIcon },
    ],
  },
  { label: 'Students Approval', to: '/students-approval', icon: HowToRegIcon },
  { label: 'Recorded Sessions', to: '/videos', icon: OndemandVideoIcon },
  { label: 'Pdfs', to: '/pdfs', icon: PictureAsPdfIcon },
  { label: 'Manage Classes', to: '/classes', icon: ClassIcon },
  { label: 'Import/Export', to: '/import-export', icon: ImportExportIcon },
  { label: 'Meetings', to: '/meetings', icon: VideoCallIcon },
  { label: 'Educational Parts', to: '/educational-parts', icon: ExtensionIcon },
  { label: 'Questions', to: '/questions', icon: QuizIcon },
  { label: 'Manage Courses', to: '/courses', icon: MenuBookIcon, adminOnly: true },
  { label: 'Centers', to: '/centers', icon: LocationCityIcon },
  { label: 'Calendar', to: '/user-calendar', icon: CalendarMonthIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon, adminOnly: true },
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
