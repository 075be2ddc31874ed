import type { FieldErrors } from '@backoffice/contract';
import { cellKey, type StagedChange } from './staged-changes';

/**
 * Places a save's per-entry errors on the cells they belong to. The server names the entry of the
 * batch it refuses (`rows.3.score`, `attendances.3`, `exams.0.score`), so `sent` must be the batch
 * exactly as it was sent. Keys that name no entry (`message`, `classId`) are left for a toast.
 */
export function cellErrorsFrom(fields: FieldErrors, sent: readonly StagedChange[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [field, messages] of Object.entries(fields)) {
    const match = /^[A-Za-z_]+\.(\d+)(?:\.|$)/.exec(field);
    const change = match ? sent[Number(match[1])] : undefined;
    if (change && messages[0]) errors.set(cellKey(change.rowId, change.columnId), messages[0]);
  }
  return errors;
}
