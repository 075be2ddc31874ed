import { describe, expect, it } from 'vitest';
import { isSaveShortcut, moveFrom, nextStatus } from './grid-keys';

const key = (name: string, ctrlKey = false) => ({ key: name, ctrlKey, metaKey: false });
const bounds = { rows: 60, columns: 5, direction: 'ltr' as const, pageRows: 9 };

describe('moveFrom', () => {
  it('stops at the edges instead of wrapping', () => {
    expect(moveFrom({ row: 0, column: 0 }, key('ArrowUp'), bounds)).toEqual({ row: 0, column: 0 });
    expect(moveFrom({ row: 59, column: 4 }, key('ArrowDown'), bounds)).toEqual({ row: 59, column: 4 });
    expect(moveFrom({ row: 5, column: 4 }, key('ArrowRight'), bounds)).toEqual({ row: 5, column: 4 });
  });

  it('pages by the rows in view and leaves other keys to the cell', () => {
    expect(moveFrom({ row: 5, column: 2 }, key('PageDown'), bounds)).toEqual({ row: 14, column: 2 });
    expect(moveFrom({ row: 5, column: 2 }, key('PageUp'), bounds)).toEqual({ row: 0, column: 2 });
    expect(moveFrom({ row: 5, column: 2 }, key(' '), bounds)).toBeNull();
  });

  it('follows the reading direction for Left and Right in Arabic', () => {
    const rtl = { ...bounds, direction: 'rtl' as const };
    expect(moveFrom({ row: 1, column: 1 }, key('ArrowLeft'), rtl)).toEqual({ row: 1, column: 2 });
    expect(moveFrom({ row: 1, column: 1 }, key('ArrowRight'), rtl)).toEqual({ row: 1, column: 0 });
  });
});

describe('nextStatus and the save shortcut', () => {
  it('cycles and wraps, starting the cycle from a value outside it', () => {
    expect(nextStatus([0, 1, -1], -1)).toBe(0);
    expect(nextStatus([0, 1, -1], 0)).toBe(1);
    expect(nextStatus([0, 1, -1], null)).toBe(0);
  });

  it('is Ctrl+S or Cmd+S, not S alone nor AltGr+S', () => {
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isSaveShortcut({ key: 'S', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isSaveShortcut({ key: 's', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});
