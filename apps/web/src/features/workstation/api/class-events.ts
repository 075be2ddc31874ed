import type { QueryClient } from '@tanstack/react-query';
import {
  classEventsApi,
  classEventSchema,
  CLASS_EVENTS_RESYNC,
  pathOf,
  type Assessment,
  type Attendance,
  type ClassEvent,
  type Classwork,
  type HistoryEntity,
  type ListResponse,
} from '@backoffice/contract';
import type { WorkstationTab } from '../workstation-tabs';
import { workstationQueries, type AnyItem, type TabPage } from './workstation-api';

/** The tab whose cells a history entity is. */
export const TAB_OF_ENTITY: Partial<Record<HistoryEntity, WorkstationTab>> = {
  attendance: 'attendance',
  homework: 'homework',
  quiz: 'quizzes',
  exam: 'exams',
  classwork: 'classworks',
};

/** The path of a class's live stream of changes. */
export const classEventsPath = (classId: number) => pathOf(classEventsApi.stream.path, { id: classId });

/** An event's data as the contract shapes it, or null for anything else (a resync, a malformed line). */
export function parseClassEvent(data: string): ClassEvent | null {
  try {
    const parsed = classEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `list` with the cell of the event set to its value, the rest as it was (its version too: a SAVE still says
 * which values it was made on); 'reload' when the page cannot be patched (a result it lacks).
 */
export function applyClassEvent<L extends ListResponse<AnyItem>>(list: L, tab: WorkstationTab, event: ClassEvent): L | 'reload' {
  const { item_id: itemId, student_id: studentId, value } = event;
  const index = list.data.findIndex((item) => item.id === itemId);
  if (index < 0 || studentId === null) return list;
  const key = String(studentId);
  const item = list.data[index];
  let next: AnyItem;
  if (tab === 'attendance' && event.field === 'status' && typeof value === 'number') {
    const attendance = item as Attendance;
    next = { ...attendance, students: { ...attendance.students, [key]: value } };
  } else if (tab === 'classworks' && event.field === 'status' && typeof value === 'string') {
    const classwork = item as Classwork;
    const before = classwork.students[key] ?? { file: null, submitted_at: null };
    next = { ...classwork, students: { ...classwork.students, [key]: { ...before, status: value as Classwork['students'][string]['status'] } } };
  } else if (event.field === 'score' && (typeof value === 'number' || value === null) && (item as Assessment).students[key]) {
    const assessment = item as Assessment;
    next = { ...assessment, students: { ...assessment.students, [key]: { ...assessment.students[key], score: value } } };
  } else {
    return 'reload';
  }
  return { ...list, data: list.data.map((entry, i) => (i === index ? next : entry)) };
}

/**
 * Puts an event of another screen into the cached pages of the open tab, at once; a page that cannot be
 * patched is reloaded. A cell staged here is left alone: its SAVE meets the change through its version (412).
 * Answers whether a page showed the cell.
 */
export function applyToTabPages(
  queryClient: QueryClient,
  classId: number,
  tab: WorkstationTab,
  event: ClassEvent,
  isStaged: (studentId: number, itemId: number) => boolean,
): boolean {
  if (event.student_id === null || event.item_id === null || isStaged(event.student_id, event.item_id)) return false;
  const tabKey = [...workstationQueries.all(), classId, tab];
  let isShown = false;
  for (const [queryKey, list] of queryClient.getQueriesData<TabPage>({ queryKey: tabKey })) {
    if (!list) continue;
    const next = applyClassEvent(list, tab, event);
    if (next === 'reload') void queryClient.invalidateQueries({ queryKey, exact: true });
    else if (next !== list) queryClient.setQueryData(queryKey, next);
    isShown ||= list.data.some((item) => item.id === event.item_id);
  }
  return isShown;
}

/** Reloads every cached page of the class's workstation (a resync, an enrolment, a break in the stream). */
export const reloadClass = (queryClient: QueryClient, classId: number) =>
  queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId] });

export const isResync = (type: string) => type === CLASS_EVENTS_RESYNC;
