import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/shell/app-shell';
import { removeToken } from '@/lib/session-storage';
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
    // The server revokes the token; the session ends here whether or not that call succeeds.
    await logout.mutateAsync().catch(() => undefined);
    removeToken();
    queryClient.clear();
    toastSuccess(t('auth.loggedOut'));
    navigate('/login', { replace: true });
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
