import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type UserCreateBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** What the user form sends; the server alone checks it (the spec has no client rules here). */
export type UserFormValues = {
  name: string;
  nickname: string;
  gender: string | null;
  birthDate: string;
  email: string;
  phone: string;
  mainRole: number | null;
  password: string;
  password_confirmation: string;
  managedTeachers: number[];
};

/** The supervisor role: only it manages teachers. */
export const SUPERVISOR_ROLE_ID = 4;

export const usersQueries = {
  all: () => ['users'] as const,
  list: (params: { q: string; page: number }) =>
    queryOptions({
      queryKey: [...usersQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => call(usersApi.list, { query: params, signal }),
    }),
};

function useUsersMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueries.all() }),
  });
}

/** Managed teachers go only with the supervisor role. */
const bodyOf = (values: UserFormValues) =>
  ({
    ...values,
    managedTeachers: values.mainRole === SUPERVISOR_ROLE_ID ? values.managedTeachers : [],
  }) as UserCreateBody;

export const useCreateUser = () =>
  useUsersMutation((values: UserFormValues) => call(usersApi.create, { body: bodyOf(values) }));

export const useUpdateUser = () =>
  useUsersMutation(({ id, ...values }: UserFormValues & { id: number }) =>
    call(usersApi.update, { params: { id }, body: { id, ...bodyOf(values) } }),
  );

export const useDeleteUser = () => useUsersMutation((id: number) => call(usersApi.remove, { params: { id } }));

/** Ends the account's sessions; the list shows nothing of them, so nothing to refresh. */
export const useSignOutUserEverywhere = () =>
  useMutation({ mutationFn: (id: number) => call(usersApi.signOutEverywhere, { params: { id } }) });
