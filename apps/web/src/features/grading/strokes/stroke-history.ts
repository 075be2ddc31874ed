/** A point in PDF user space (points, origin bottom-left of the page's view box) with pen pressure 0..1. */
export type StrokePoint = [x: number, y: number, pressure: number];

/**
 * One pen stroke, kept in the coordinates of its PDF page rather than of the screen, so it stays
 * where it was drawn at any zoom or rotation and is written into the PDF as it is.
 */
export type Stroke = { id: string; page: number; color: string; width: number; points: StrokePoint[] };

/**
 * Every state the grader can go back to: undo and redo cover each stroke and each clear (a clear is
 * one step, so one undo brings a cleared page back).
 */
export type StrokeHistory = { past: Stroke[][]; present: Stroke[]; future: Stroke[][] };

export const startHistory = (strokes: Stroke[] = []): StrokeHistory => ({ past: [], present: strokes, future: [] });

function commit(history: StrokeHistory, present: Stroke[]): StrokeHistory {
  return { past: [...history.past, history.present], present, future: [] };
}

export const addStroke = (history: StrokeHistory, stroke: Stroke) => commit(history, [...history.present, stroke]);

/** Clears one page; a page with nothing on it leaves the history as it was (no empty undo step). */
export function clearPage(history: StrokeHistory, page: number): StrokeHistory {
  const kept = history.present.filter((stroke) => stroke.page !== page);
  return kept.length === history.present.length ? history : commit(history, kept);
}

export function undo(history: StrokeHistory): StrokeHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: StrokeHistory): StrokeHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: StrokeHistory) => history.past.length > 0;
export const canRedo = (history: StrokeHistory) => history.future.length > 0;
