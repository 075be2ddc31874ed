import { useSyncExternalStore } from 'react';

/**
 * Which sidebar groups are open, for this tab, outside the components: whatever remounts the menu (a phone's
 * drawer drops its contents when it closes; a language switch under load once did too) never folds a group
 * the user opened, and a reload shows the menu as it was left.
 */
const STORAGE_KEY = 'sidebar-groups';
const listeners = new Set<() => void>();

function readGroups(): Record<string, boolean> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

export function setGroupOpen(group: string, isOpen: boolean) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readGroups(), [group]: isOpen }));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the user left `group` open or closed in this tab; undefined until they or a visit decide. */
export const useRememberedGroup = (group: string): boolean | undefined =>
  useSyncExternalStore(subscribe, () => readGroups()[group]);
