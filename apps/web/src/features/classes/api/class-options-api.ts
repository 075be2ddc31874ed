import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, School, SchoolBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { selectOptionsKeys } from '@/lib/select-options';

/** A person as the class form's pickers name them: "Name (e-mail)". */
export const labelOf = (person: { name: string; email: string }) => `${person.name} (${person.email})`;

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolBody) => api.post<ItemResponse<School>>('admin/schools', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectOptionsKeys.schools() }),
  });
}
