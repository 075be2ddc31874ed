import { queryOptions } from '@tanstack/react-query';
import type { ItemResponse, ValueName } from '@backoffice/contract';
import { api } from './api-client';

/** `{value, name}` lists of admin/select-options/{type}, shared by every feature's pickers. */
const selectOptionsQuery = (type: string) =>
  queryOptions({
    queryKey: ['select-options', type] as const,
    queryFn: ({ signal }) => api.get<ItemResponse<ValueName[]>>(`admin/select-options/${type}`, undefined, signal),
    select: (response) => response.data,
  });

/** Every teaching assistant (admins only). */
export const teacherOptionsQuery = () => selectOptionsQuery('teachers');

/** Every course (class category), for forms that file things under a course. */
export const courseOptionsQuery = () => selectOptionsQuery('class-categories');
