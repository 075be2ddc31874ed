import { describe, expect, it } from 'vitest';
import { fitZoom } from './pdf-zoom';

describe('fitZoom', () => {
  it('opens a Letter page on a phone at the largest 10% step that fits', () => {
    expect(fitZoom(612, 326)).toBe(0.5);
    expect(fitZoom(612, 612)).toBe(1);
  });

  it('never enlarges past 100% nor shrinks below 25%', () => {
    expect(fitZoom(612, 1200)).toBe(1);
    expect(fitZoom(612, 40)).toBe(0.25);
  });
});
