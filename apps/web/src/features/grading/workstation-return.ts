import type { CorrectionKind } from './api/corrections-api';

const TAB_OF: Record<CorrectionKind, string> = { exam: 'exams', quiz: 'quizzes' };

/**
 * The workstation screen a correction page goes back to: the one it was opened from, whose search the
 * "View answers" link carries (category, class, tab, q, page). The class and the tab are the page's own,
 * so a bare link still opens them (the workstation finds the category of a class named alone).
 */
export function workstationReturnUrl(search: string, classId: number, kind: CorrectionKind) {
  const params = new URLSearchParams(search);
  if (params.get('classType') !== String(classId)) {
    params.delete('category');
    params.delete('page');
  }
  params.set('classType', String(classId));
  params.set('tab', TAB_OF[kind]);
  return `/archive?${params}`;
}
