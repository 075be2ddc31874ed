import { useCallback, useEffect, useState } from 'react';
import {
  addStroke,
  canRedo,
  canUndo,
  clearPage,
  redo,
  startHistory,
  undo,
  type Stroke,
  type StrokeHistory,
} from './stroke-history';

const read = (key: string): Stroke[] => {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as Stroke[]) : [];
  } catch {
    return [];
  }
};

/**
 * The viewer's strokes with undo and redo, kept in local storage under `key` as they change: strokes
 * drawn but not saved come back when the tab is closed and the submission opened again.
 */
export function useStrokeHistory(key: string) {
  const [history, setHistory] = useState<StrokeHistory>(() => startHistory(read(key)));
  const [restoredCount] = useState(() => history.present.length);

  useEffect(() => {
    if (history.present.length > 0) localStorage.setItem(key, JSON.stringify(history.present));
    else localStorage.removeItem(key);
  }, [key, history.present]);

  return {
    strokes: history.present,
    /** How many unsaved strokes came back from local storage when the viewer opened. */
    restoredCount,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    add: useCallback((stroke: Stroke) => setHistory((current) => addStroke(current, stroke)), []),
    clear: useCallback((page: number) => setHistory((current) => clearPage(current, page)), []),
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    /** After a save: the strokes are in the file now. */
    reset: useCallback(() => setHistory(startHistory()), []),
  };
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; a text field keeps its own undo. */
export function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') onRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
}
