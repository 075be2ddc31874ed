/**
 * The message keys of the statuses a register and a classwork record, for every screen that names them (the
 * workstation's sheet, the history). The texts are the workstation's (`workstation.status.*`): a screen that
 * shows them loads the `workstation` messages.
 */
export const ATTENDANCE_LABELS: Record<string, string> = { '0': 'absent', '1': 'present', '2': 'late', '-1': 'unknown' };

/** An attendance status (0, 1, 2 late, -1); a student without a row (null) is unknown. */
export const attendanceLabelKey = (value: unknown) => `workstation.status.${ATTENDANCE_LABELS[String(value ?? -1)] ?? 'unknown'}`;

/** A classwork status; a student without a row has not attended. */
export const classworkLabelKey = (value: unknown) => `workstation.status.${typeof value === 'string' && value ? value : 'not_attended'}`;
