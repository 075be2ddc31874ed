import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { SignOutEverywhereButton } from '@/components/sign-out-everywhere-button';
import { capitalize } from '@/lib/people-format';
import { roleOptionsQuery } from '@/lib/select-options';
import { usersQueries, useDeleteUser, useSignOutUserEverywhere } from './api/users-api';
import { UserFormDialog } from './components/user-form-dialog';

/** 'Manage Users': staff accounts (admins, teaching assistants, supervisors), admins only. */
export function UsersPage() {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser();
  const signOut = useSignOutUserEverywhere();
  const roles = useQuery(roleOptionsQuery());
  const [dialog, setDialog] = useState<{ user: StaffUser | null } | null>(null);
  const roleName = (user: StaffUser) => {
    const name = roles.data?.find((role) => role.value === user.mainRoleId)?.name ?? user.mainRole;
    return t(`users.roles.${name}`, { defaultValue: capitalize(name) });
  };
  return (
    <>
      <ListPage
        title={t('users.title')}
        emptyText={t('users.empty')}
        listQuery={usersQueries.list}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('common.name'), render: (user: StaffUser) => user.name },
          { header: t('users.fields.nickname'), render: (user: StaffUser) => user.nickname ?? '' },
          { header: t('users.fields.email'), render: (user: StaffUser) => user.email },
          { header: t('users.fields.phone'), render: (user: StaffUser) => user.phone ?? '' },
          { header: t('users.fields.role'), render: roleName },
        ]}
        onAdd={() => setDialog({ user: null })}
        onRowClick={(user) => setDialog({ user })}
        rowActions={(user) => <SignOutEverywhereButton account={user} mutation={signOut} />}
        deletion={{ nameOf: (user) => user.name, mutation: deleteUser }}
      />
      <UserFormDialog open={dialog !== null} user={dialog?.user ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
