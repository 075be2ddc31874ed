/**
 * Due dates are stored as wall-clock text without a zone ('YYYY-MM-DD HH:mm:ss', as the workstation form
 * sends them); the server reads them in UTC, the zone its database session and process run in.
 */
export const dueDateAsDate = (dueDate: string) => new Date(`${dueDate.replace(' ', 'T').slice(0, 19)}Z`);

/** The start of an item's date (quiz and exam open from then), or null without one. */
export const dateStart = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);

export const isBeforeDue = (dueDate: string, now = new Date()) => now < dueDateAsDate(dueDate);
