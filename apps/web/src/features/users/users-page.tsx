import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffUser } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { capitalize } from '@/lib/people-format';
import { usersQueries, useDeleteUser } from './api/users-api';
import { UserFormDialog } from './components/user-form-dialog';

/** 'Manage Users': staff accounts (admins, teaching assistants, supervisors), admins only. */
export function UsersPage() {
  const deleteUser = useDeleteUser();
  const roles = useQuery(usersQueries.roles());
  const [dialog, setDialog] = useState<{ user: StaffUser | null } | null>(null);
  const roleName = (user: StaffUser) =>
    capitalize(roles.data?.find((role) => role.value === user.mainRoleId)?.name ?? user.mainRole);
  return (
    <>
      <ListPage
        title="Manage Users"
        emptyText="No Users Found"
        listQuery={usersQueries.list}
        columns={[
          { header: 'No.', render: (_, number) => number, width: 80 },
          { header: 'Name', render: (user: StaffUser) => user.name },
          { header: 'Nickname', render: (user: StaffUser) => user.nickname ?? '' },
          { header: 'Email', render: (user: StaffUser) => user.email },
          { header: 'Phone', render: (user: StaffUser) => user.phone ?? '' },
          { header: 'Role', render: roleName },
        ]}
        onAdd={() => setDialog({ user: null })}
        onRowClick={(user) => setDialog({ user })}
        deletion={{ nameOf: (user) => user.name, mutation: deleteUser }}
      />
      <UserFormDialog open={dialog !== null} user={dialog?.user ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
