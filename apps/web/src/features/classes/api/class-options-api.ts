import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STUDENT_SEARCH_MIN_LENGTH,
  type ItemResponse,
  type School,
  type SchoolBody,
  type StudentOption,
  type ValueName,
} from '@backoffice/contract';
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
  /**
   * A few students matching a typed name (an admin: or e-mail; anyone: an exact e-mail); a class stores their
   * user ids. The directory is not browsed: nothing is asked before 3 characters.
   */
  students: (q: string) =>
    queryOptions({
      queryKey: [...classOptionsQueries.all(), 'students', q] as const,
      enabled: q.trim().length >= STUDENT_SEARCH_MIN_LENGTH,
      queryFn: ({ signal }) => api.get<ItemResponse<StudentOption[]>>('admin/select-options/students', { q }, signal),
      select: (response) => response.data.map((student) => ({ value: student.value, name: labelOf(student) })),
    }),
};

/** Name and e-mail; a student outside the user's classes comes without e-mail. */
export const labelOf = (person: { name: string; email: string | null }) =>
  person.email ? `${person.name} (${person.email})` : person.name;

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolBody) => api.post<ItemResponse<School>>('admin/schools', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classOptionsQueries.schools().queryKey }),
  });
}
