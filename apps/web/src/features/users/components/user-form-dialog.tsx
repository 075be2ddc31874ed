import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { GENDERS, type StaffUser } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { capitalize } from '@/lib/people-format';
import { roleOptionsQuery, teacherOptionsQuery } from '@/lib/select-options';
import { SUPERVISOR_ROLE_ID, useCreateUser, useUpdateUser, type UserFormValues } from '../api/users-api';

type UserFormDialogProps = {
  open: boolean;
  /** The user to edit; none to add one. */
  user: StaffUser | null;
  onClose: () => void;
};

// The spec gives this form no client rules: every value goes to the server, whose field errors land on the fields.
const passThrough = z.custom<UserFormValues>();

const defaultsOf = (user: StaffUser | null): UserFormValues => ({
  name: user?.name ?? '',
  nickname: user?.nickname ?? '',
  gender: user?.gender ?? null,
  birthDate: user?.birthDate ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  mainRole: user?.mainRoleId ?? null,
  password: '',
  password_confirmation: '',
  managedTeachers: user?.managedTeachers ?? [],
});

export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const roles = useQuery({ ...roleOptionsQuery(), enabled: open });
  const teachers = useQuery({ ...teacherOptionsQuery(), enabled: open });
  const { t } = useTranslation();
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`users.gender.${gender}`) }));
  const roleOptions = (roles.data ?? []).map((role) => ({
    value: role.value,
    label: t(`users.roles.${role.name}`, { defaultValue: capitalize(role.name) }),
  }));
  return (
    <FormDialog<UserFormValues>
      open={open}
      // The role and the managed teachers are named by their options: a skeleton until they come, never "#5".
      isLoading={roles.isPending || teachers.isPending}
      title={user ? t('users.edit') : t('users.add')}
      schema={passThrough}
      defaultValues={defaultsOf(user)}
      onClose={onClose}
      onSubmit={(values) => (user ? updateUser.mutateAsync({ ...values, id: user.id }) : createUser.mutateAsync(values))}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('common.name')} autoFocus disabled={isPending} />
          <FormTextField form={form} name="nickname" label={t('users.fields.nickname')} disabled={isPending} />
          <FormSelect
            form={form}
            name="gender"
            label={t('users.fields.gender')}
            options={genderOptions}
            emptyLabel={t('users.none')}
            disabled={isPending}
          />
          <FormDateField form={form} name="birthDate" label={t('users.fields.birthdate')} disabled={isPending} />
          <FormTextField form={form} name="email" label={t('users.fields.email')} type="email" disabled={isPending} />
          <FormTextField form={form} name="phone" label={t('users.fields.phone')} disabled={isPending} />
          <FormSelect form={form} name="mainRole" label={t('users.fields.role')} options={roleOptions} disabled={isPending} />
          {form.watch('mainRole') === SUPERVISOR_ROLE_ID && (
            <FormAutocomplete
              form={form}
              name="managedTeachers"
              label={t('users.fields.managedTeachers')}
              options={teachers.data ?? []}
              isLoading={teachers.isFetching}
              disabled={isPending}
            />
          )}
          <FormTextField
            form={form}
            name="password"
            label={t('users.fields.password')}
            type="password"
            autoComplete="new-password"
            helperText={user ? t('users.passwordKeep') : undefined}
            disabled={isPending}
          />
          <FormTextField
            form={form}
            name="password_confirmation"
            label={t('users.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            disabled={isPending}
          />
        </>
      )}
    </FormDialog>
  );
}
