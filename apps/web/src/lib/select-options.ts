import { queryOptions } from '@tanstack/react-query';
import {
  selectOptionsApi,
  questionBankOptionsApi,
  homeSelectOptionsApi,
  usersApi,
  STUDENT_SEARCH_MIN_LENGTH,
  type ClassType,
  type ValueName,
} from '@backoffice/contract';
import { call } from './api-client';

/**
 * The one registry of the select-option endpoints (`admin/select-options/…`, `home/select-options/…`):
 * one queryOptions factory and one cache key per endpoint, so two screens asking for the same list share
 * it and a mutation invalidates it through `selectOptionsKeys`.
 */
export const selectOptionsKeys = {
  all: () => ['select-options'] as const,
  admin: (type: AdminOptionType) => [...selectOptionsKeys.all(), type] as const,
  schools: () => [...selectOptionsKeys.all(), 'home', 'schools'] as const,
  classesByType: () => [...selectOptionsKeys.all(), 'home', 'classes-by-type'] as const,
  students: (q: string) => [...selectOptionsKeys.all(), 'students', q] as const,
  questions: (q: string) => [...selectOptionsKeys.all(), 'questions', q] as const,
  categoriesWithClasses: () => [...selectOptionsKeys.all(), 'class-categories-with-classes'] as const,
};

/** The `{value, name}` lists of admin/select-options/{type}. */
const ADMIN_OPTIONS = {
  teachers: selectOptionsApi.teachers,
  'class-categories': selectOptionsApi.classCategories,
  classes: selectOptionsApi.classes,
  centers: selectOptionsApi.centers,
  roles: usersApi.roles,
  'educational-parts': questionBankOptionsApi.educationalParts,
} as const;
type AdminOptionType = keyof typeof ADMIN_OPTIONS;

const adminOptionsQuery = (type: AdminOptionType) =>
  queryOptions({
    queryKey: selectOptionsKeys.admin(type),
    queryFn: ({ signal }): Promise<{ data: ValueName[] }> => call(ADMIN_OPTIONS[type], { signal }),
    select: (response) => response.data,
  });

/** Every teaching assistant (admins only). */
export const teacherOptionsQuery = () => adminOptionsQuery('teachers');

/** Every course (class category), for forms that file things under a course. */
export const courseOptionsQuery = () => adminOptionsQuery('class-categories');

/** The classes the user may see. */
export const classOptionsQuery = () => adminOptionsQuery('classes');

export const centerOptionsQuery = () => adminOptionsQuery('centers');

export const roleOptionsQuery = () => adminOptionsQuery('roles');

/** Every educational part, for the question filter and form. */
export const partOptionsQuery = () => adminOptionsQuery('educational-parts');

/**
 * The educational parts of one course, for an exam or quiz of a class of it. Its key sits under
 * partOptionsQuery's, so invalidating that (a part saved or deleted) refreshes these too.
 */
export const coursePartOptionsQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...selectOptionsKeys.admin('educational-parts'), { class_category_id: courseId }] as const,
    queryFn: ({ signal }) => call(questionBankOptionsApi.educationalParts, { query: { class_category_id: courseId }, signal }),
    select: (response) => response.data,
  });

/** The course of one of the user's classes (null until known), from the category-and-class pickers' list. */
export const courseOfClass = (options: { classes: Record<string, ValueName[]> } | undefined, classId: number) => {
  const entry = Object.entries(options?.classes ?? {}).find(([, classes]) => classes.some((klass) => klass.value === classId));
  return entry ? Number(entry[0]) : null;
};

/**
 * A few students matching a typed name (an admin: or e-mail; anyone: an exact e-mail); the value is their
 * user id. The directory is not browsed: nothing is asked before STUDENT_SEARCH_MIN_LENGTH characters.
 */
export const studentOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: selectOptionsKeys.students(q),
    enabled: q.trim().length >= STUDENT_SEARCH_MIN_LENGTH,
    queryFn: ({ signal }) => call(selectOptionsApi.students, { query: { q }, signal }),
    select: (response) => response.data,
  });

export const schoolOptionsQuery = () =>
  queryOptions({
    queryKey: selectOptionsKeys.schools(),
    queryFn: ({ signal }) => call(homeSelectOptionsApi.schools, { signal }),
    select: (response) => response.data,
  });

/** Classes grouped by type: school and center (Private). */
export const classesByTypeOptionsQuery = () =>
  queryOptions({
    queryKey: selectOptionsKeys.classesByType(),
    queryFn: ({ signal }) => call(homeSelectOptionsApi.classes, { query: { groupByType: '1' }, signal }),
    // Grouped by type, the answer is the by-type shape of the endpoint's union.
    select: (response) => response.data as Record<ClassType, ValueName[]>,
  });

/** Courses, and the user's classes of each course (keyed by course id), for the workstation's pickers. */
export const categoriesWithClassesOptionsQuery = () =>
  queryOptions({
    queryKey: selectOptionsKeys.categoriesWithClasses(),
    queryFn: ({ signal }) => call(selectOptionsApi.classCategoriesWithClasses, { signal }),
    select: (response) => response.data,
  });

/** Up to 100 active bank questions whose text contains q (the value is the question id, the name its text). */
export const questionOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: selectOptionsKeys.questions(q),
    queryFn: ({ signal }) => call(questionBankOptionsApi.questions, { query: { q }, signal }),
    select: (response) => response.data,
  });
