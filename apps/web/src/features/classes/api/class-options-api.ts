import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, School, SchoolBody, StudentOption, ValueName } from '@backoffice/contract';
import { api } from '@/lib/api-client';

/** Choices of the class form: courses, schools, teachers and searched students. */
export const classOptionsQueries = {
  all: () => ['classes', 'options'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...classOptionsQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ValueName[]>>('admin/select-options/class-categories', undefined, signal),
      select: (response) => response.data,
    }),
  schools: () =>
    queryOptions({
      queryKey: [...classOptionsQueries.all(), 'schools'] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<ValueName[]>>('home/select-options/schools', undefined, signal),
      select: (response) => response.data,
    }),
  /** Students by name or e-mail (any active student: a teacher enrols newcomers too); a class stores their user ids. */
  students: (q: string) =>
    queryOptions({
      queryKey: [...classOptionsQueries.all(), 'students', q] as const,
      queryFn: ({ signal }) => api.get<ItemResponse<StudentOption[]>>('admin/select-options/students', { q }, signal),
      select: (response) => response.data.map((student) => ({ value: student.value, name: labelOf(student) })),
    }),
};

export const labelOf = (person: { name: string; email: string }) => `${person.name} (${person.email})`;

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolBody) => api.post<ItemResponse<School>>('admin/schools', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classOptionsQueries.schools().queryKey }),
  });
}
