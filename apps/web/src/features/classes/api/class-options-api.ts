import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolsApi, type SchoolBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { selectOptionsKeys } from '@/lib/select-options';

/** Name and e-mail; a student outside the user's classes comes without e-mail. */
export const labelOf = (person: { name: string; email: string | null }) =>
  person.email ? `${person.name} (${person.email})` : person.name;

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolBody) => call(schoolsApi.create, { body: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectOptionsKeys.schools() }),
  });
}
