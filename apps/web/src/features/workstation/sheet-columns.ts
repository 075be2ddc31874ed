import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ATTENDANCE_LATE, ATTENDANCE_STATUSES, CLASSWORK_STATUSES, type Assessment, type Attendance, type Classwork, type WorkstationStudent } from '@backoffice/contract';
import type { GridColumn } from '@/components/grid';
import { ATTENDANCE_LABELS } from '@/lib/status-labels';
import type { AnyItem } from './api/workstation-api';
import type { WorkstationTab } from './workstation-tabs';

const CLASSWORK_TONES: Record<string, 'success' | 'error' | 'warning' | undefined> = {
  attended_with_correct_classwork: 'success',
  attended_with_wrong_classwork: 'warning',
  not_attended: 'error',
};

/** Every student of the class once, in the order the first item that holds them lists them. */
export function studentsOf(items: readonly AnyItem[]): WorkstationStudent[] {
  const seen = new Map<number, WorkstationStudent>();
  for (const item of items) for (const student of item.studentsWithClassUserId) if (!seen.has(student.id)) seen.set(student.id, student);
  return [...seen.values()];
}

/** An attendance status as saved: a student without a row is unknown (-1). */
export const attendanceOf = (item: Attendance, studentId: number) => item.students[String(studentId)] ?? -1;
export const classworkStatusOf = (item: Classwork, studentId: number) => item.students[String(studentId)]?.status ?? 'not_attended';
export const scoreOf = (item: Assessment, studentId: number) => item.students[String(studentId)]?.score ?? null;

/**
 * The sheet's columns: the student (as `nameOf` shows them: with an open alert's marker), their code, then one
 * column per item of the tab (its status or score).
 */
export function sheetColumns(
  tab: WorkstationTab,
  items: readonly AnyItem[],
  t: TFunction,
  nameOf: (student: WorkstationStudent) => ReactNode = (student) => student.name,
): GridColumn<WorkstationStudent>[] {
  const fixed: GridColumn<WorkstationStudent>[] = [
    { id: 'name', header: t('workstation.student'), kind: 'text', render: nameOf, width: 200 },
    { id: 'code', header: t('workstation.code'), kind: 'text', render: (student) => student.class_user_id, width: 90 },
  ];
  const itemColumns = items.map((item): GridColumn<WorkstationStudent> => {
    const base = { id: String(item.id), header: item.name };
    if (tab === 'attendance') {
      const attendance = item as Attendance;
      return {
        ...base,
        kind: 'status',
        value: (student) => attendanceOf(attendance, student.id),
        // A click keeps the specification's three; L (or the Late button of the item) sets Late.
        cycle: ATTENDANCE_STATUSES,
        keys: { l: ATTENDANCE_LATE },
        labelOf: (value) => t(`workstation.status.${ATTENDANCE_LABELS[String(value)] ?? 'unknown'}`),
        toneOf: (value) => (value === 1 ? 'success' : value === ATTENDANCE_LATE ? 'warning' : value === 0 ? 'error' : undefined),
      };
    }
    if (tab === 'classworks') {
      const classwork = item as Classwork;
      return {
        ...base,
        kind: 'status',
        value: (student) => classworkStatusOf(classwork, student.id),
        cycle: CLASSWORK_STATUSES,
        labelOf: (value) => t(`workstation.status.${String(value)}`),
        toneOf: (value) => CLASSWORK_TONES[String(value)],
      };
    }
    const assessment = item as Assessment;
    return {
      ...base,
      kind: 'score',
      value: (student) => scoreOf(assessment, student.id),
      max: assessment.maxScore,
    };
  });
  return [...fixed, ...itemColumns];
}

/** The grade a score falls in, from the item's ranges ('' when none holds it). */
export function gradeOf(grading: readonly { grade: string; from: number; to: number }[], score: number | null) {
  if (score === null) return '';
  return grading.find((range) => score >= range.from && score <= range.to)?.grade ?? '';
}
