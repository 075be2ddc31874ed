import { useQueryClient } from '@tanstack/react-query';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useIsOnline } from '@/lib/online-status';
import { getToken, removeToken } from '@/lib/session-storage';
import { toastSuccess } from '@/lib/toast';
import { useStudentLogout, useStudentMe } from '@/features/student-auth/api/student-session-api';
import { studentScreens } from './student-screens';
import { LightAlert } from '@/components/light/alert';
import { Icon } from '@/components/light/icons';
import { LightRouteLoading } from '@/components/light/route-loading';
import { LightBrand, LightLanguageSwitch } from '@/components/light/shell';

const tabs = studentScreens.filter((screen) => screen.nav);

/**
 * Ends the session here first (the token and the offline copies, removeToken), then has the server revoke the token:
 * no request goes with a revoked token.
 */
function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useStudentLogout();
  const onLogout = async () => {
    const token = getToken();
    removeToken();
    queryClient.clear();
    navigate('/login', { replace: true });
    const response = token ? await logout.mutateAsync(token).catch(() => null) : null;
    toastSuccess(response?.message ?? t('auth.loggedOut'));
  };
  return (
    <button
      type="button"
      className="lt-icon-button lt-icon-button--end"
      aria-label={t('student.signOut')}
      onClick={() => void onLogout()}
      disabled={logout.isPending}
    >
      <Icon name="logout" />
    </button>
  );
}

/**
 * The top bar and the bottom bar each re-render on their own (the language, the location, the unread count), not
 * when the layout's session or network state changes: a phone redraws only the page when its answers come.
 */
const TopBar = memo(function TopBar() {
  return (
    <header className="lt-topbar">
      <div className="lt-topbar__start">
        <LightBrand />
      </div>
      <LightLanguageSwitch />
      <SignOutButton />
    </header>
  );
});

const BottomNav = memo(function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="lt-bottom-nav" aria-label={t('student.nav.label')}>
      {tabs.map((screen) => (
        // NavLink marks the current tab (aria-current="page"), a class page under My classes too
        <NavLink key={screen.path} to={`/${screen.path}`} className="lt-bottom-nav__item">
          {screen.nav!.icon}
          <span className="lt-bottom-nav__label">{t(screen.nav!.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
});

/**
 * Signed-in pages: a top bar (brand, language, sign out), the page, and a bottom bar of the screens' tabs. Plain
 * HTML and student.css, without MUI: a phone draws the first screen without MUI's and emotion's work.
 */
export function StudentLayout() {
  const { t } = useTranslation();
  const me = useStudentMe();
  const location = useLocation();
  const isOnline = useIsOnline();
  if (!getToken() || me.isError) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // While the session is read, the bars and the page are drawn already, and the page's requests go beside it: a
  // refused session (401) ends it as any request would (lib/api-request.ts), another failure redirects above.
  return (
    <div className="lt-app">
      <TopBar />
      <main className="lt-main">
        {!isOnline && (
          <LightAlert severity="info" role="status">
            {t('student.offline')}
          </LightAlert>
        )}
        <Suspense fallback={<LightRouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
