import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/shell/app-shell';
import { getToken, removeToken } from '@/lib/session-storage';
import { toastSuccess } from '@/lib/toast';
import { useCurrentUser, useLogout } from './api/auth-api';
import { RequireAuth } from './route-guards';

function SignedInShell() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onLogout = async () => {
    // The session ends here first (removeToken takes the service worker's cached answers too), its requests in
    // flight cancelled and its screen left: a request of the screen sent once the server had revoked the token
    // was refused with a 401. Then the server revokes it.
    const token = getToken();
    removeToken();
    queryClient.clear();
    navigate('/login', { replace: true });
    if (token) await logout.mutateAsync(token).catch(() => undefined);
    toastSuccess(t('auth.loggedOut'));
  };

  return <AppShell userName={me.data?.name} role={me.data?.mainRole} onLogout={onLogout} isLoggingOut={logout.isPending} />;
}

/** Every staff page: signed in, inside the shell. */
export function StaffLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}
