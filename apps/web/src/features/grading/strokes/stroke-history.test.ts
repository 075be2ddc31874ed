import { describe, expect, it } from 'vitest';
import { rotate, zoomIn, zoomOut, ZOOM } from '../pdf/view-steps';
import { addStroke, canRedo, canUndo, clearPage, redo, startHistory, undo, type Stroke } from './stroke-history';

const stroke = (id: string, page: number): Stroke => ({ id, page, color: '#ff0000', width: 2, points: [[10, 10, 0.5]] });
const ids = (strokes: Stroke[]) => strokes.map((each) => each.id);

describe('stroke history', () => {
  it('undoes and redoes every stroke in order', () => {
    let history = addStroke(addStroke(startHistory(), stroke('a', 1)), stroke('b', 2));
    history = undo(history);
    expect(ids(history.present)).toEqual(['a']);
    history = redo(history);
    expect(ids(history.present)).toEqual(['a', 'b']);
    expect(canRedo(history)).toBe(false);
  });

  it('clears one page as one step, and one undo brings the cleared strokes back', () => {
    let history = [stroke('a', 1), stroke('b', 2), stroke('c', 2)].reduce(addStroke, startHistory());
    history = clearPage(history, 2);
    expect(ids(history.present)).toEqual(['a']);
    history = undo(history);
    expect(ids(history.present)).toEqual(['a', 'b', 'c']);
    history = redo(history);
    expect(ids(history.present)).toEqual(['a']);
  });

  it('adds no undo step for clearing an empty page, and a new stroke drops the redo steps', () => {
    let history = addStroke(startHistory(), stroke('a', 1));
    expect(clearPage(history, 3)).toBe(history);
    history = addStroke(undo(history), stroke('b', 1));
    expect(canRedo(history)).toBe(false);
    expect(canUndo(startHistory())).toBe(false);
  });
});

describe('viewer steps', () => {
  it('zooms from 100% in steps of 20% between 25% and 300%', () => {
    expect(zoomIn(ZOOM.initial)).toBe(120);
    expect(zoomOut(zoomOut(zoomOut(zoomOut(100))))).toBe(25);
    expect(zoomOut(25)).toBe(25);
    expect(zoomIn(280)).toBe(300);
    expect(zoomIn(300)).toBe(300);
  });

  it('rotates in quarter turns both ways', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
  });
});
