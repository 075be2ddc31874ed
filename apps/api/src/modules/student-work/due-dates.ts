import { dueInstant, startOfDayIn } from '../../lib/school-time';

/**
 * Due dates are stored as wall-clock text without a zone ('YYYY-MM-DD HH:mm:ss', as the workstation form
 * sends them): the school's clock, whatever zone the server and its database run in.
 */
export const dueDateAsDate = (dueDate: string) => dueInstant(dueDate.slice(0, 19));

/** The start of an item's date in the school's zone (quiz and exam open from then), or null without one. */
export const dateStart = (date: string | null) => (date ? startOfDayIn(date) : null);

export const isBeforeDue = (dueDate: string, now = new Date()) => now < dueDateAsDate(dueDate);
