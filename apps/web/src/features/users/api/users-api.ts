import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, ListResponse, StaffUser } from '@backoffice/contract';
import { api } from '@/lib/api-client';

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
      queryFn: ({ signal }) => api.get<ListResponse<StaffUser>>('admin/users', { q: params.q, page: params.page }, signal),
    }),
};

function useUsersMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ItemResponse<StaffUser | null>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueries.all() }),
  });
}

/** Managed teachers go only with the supervisor role. */
const bodyOf = (values: UserFormValues) => ({
  ...values,
  managedTeachers: values.mainRole === SUPERVISOR_ROLE_ID ? values.managedTeachers : [],
});

export const useCreateUser = () =>
  useUsersMutation((values: UserFormValues) => api.post<ItemResponse<StaffUser>>('admin/users', bodyOf(values)));

export const useUpdateUser = () =>
  useUsersMutation(({ id, ...values }: UserFormValues & { id: number }) =>
    api.put<ItemResponse<StaffUser>>(`admin/users/${id}`, { id, ...bodyOf(values) }),
  );

export const useDeleteUser = () => useUsersMutation((id: number) => api.delete<ItemResponse<null>>(`admin/users/${id}`));
