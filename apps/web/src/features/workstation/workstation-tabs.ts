/** The five tabs of the workstation, in the spec's order; the id names the tab in the URL and the staged-changes key. */
export const WORKSTATION_TABS = ['attendance', 'homework', 'quizzes', 'exams', 'classworks'] as const;
export type WorkstationTab = (typeof WORKSTATION_TABS)[number];

export const isWorkstationTab = (value: string | null): value is WorkstationTab =>
  (WORKSTATION_TABS as readonly string[]).includes(value ?? '');

/** Where a tab's pending changes wait until SAVE: per class and tab, in local storage. */
export const stagedKey = (classId: number, tab: WorkstationTab) => `workstation:${classId}:${tab}`;
