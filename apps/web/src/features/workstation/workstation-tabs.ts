import { useCurrentUser } from '@/lib/current-user';

/** The five tabs of the workstation, in the spec's order; the id names the tab in the URL and the staged-changes key. */
export const WORKSTATION_TABS = ['attendance', 'homework', 'quizzes', 'exams', 'classworks'] as const;
export type WorkstationTab = (typeof WORKSTATION_TABS)[number];

export const isWorkstationTab = (value: string | null): value is WorkstationTab =>
  (WORKSTATION_TABS as readonly string[]).includes(value ?? '');

/**
 * Where a tab's pending changes wait until SAVE: per user, class and tab, in local storage
 * (`user:7:workstation:3:attendance`). On a shared computer another staff member never sees, counts or saves
 * them, and their owner finds them again on signing back in; while nobody is known they are nobody's.
 */
export const stagedKey = (userId: number | undefined, classId: number, tab: WorkstationTab) =>
  `user:${userId ?? 'unknown'}:workstation:${classId}:${tab}`;

/** The staged-changes key of a class's tab for the signed-in user. */
export function useStagedKeyOf() {
  const userId = useCurrentUser().data?.id;
  return (classId: number, tab: WorkstationTab) => stagedKey(userId, classId, tab);
}
