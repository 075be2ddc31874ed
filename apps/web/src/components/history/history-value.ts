import type { TFunction } from 'i18next';
import { REVERTIBLE_ENTITIES, type AuditLogRow, type HistoryEntity } from '@backoffice/contract';
import { formatNumber } from '@/lib/format';
import { attendanceLabelKey, classworkLabelKey } from '@/lib/status-labels';

/**
 * A value as the history keeps it, as the screens show it: a status by its label (as the register shows it),
 * a score as a number, a file by its number, nothing as "No value".
 */
export function formatHistoryValue(entity: HistoryEntity, field: string, value: unknown, t: TFunction): string {
  if (entity === 'attendance' && field === 'status') return t(attendanceLabelKey(value));
  if (entity === 'classwork' && field === 'status') return t(classworkLabelKey(value));
  if (value === null || value === undefined || value === '') return t('history.noValue');
  if (typeof value === 'number') return /file/i.test(field) ? t('history.fileNumber', { id: value }) : formatNumber(value);
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "Absent → Present" in the reading direction of the language. */
export const formatChange = (row: AuditLogRow, t: TFunction) =>
  t('history.change', {
    old: formatHistoryValue(row.entity, row.field, row.old, t),
    new: formatHistoryValue(row.entity, row.field, row.new, t),
  });

/** What the change is about: the student, the item and its kind, as far as the row names them. */
export const subjectOf = (row: AuditLogRow, t: TFunction) =>
  [row.student_name, row.item_name ?? t(`history.entity.${row.entity}`)].filter(Boolean).join(' · ');

/** An answer's corrected score has no empty value to go back to (a cell's score has: the cell cleared). */
export const isRevertible = (row: AuditLogRow) => REVERTIBLE_ENTITIES.includes(row.entity) && !(row.entity === 'answer' && row.old === null);
/** A change a person can put back: a value of a cell, not reverted yet. */
export const canRevert = (row: AuditLogRow) => isRevertible(row) && row.reverted_by === null;
