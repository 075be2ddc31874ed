import { getStroke } from 'perfect-freehand';
import type { Stroke } from './stroke-history';

/**
 * The filled outline of a stroke (perfect-freehand), in the stroke's own PDF coordinates: the same
 * polygon is painted on the screen and written into the PDF, so what the grader saw is what is saved.
 * `width` is the pen's diameter in PDF points.
 */
export function strokeOutline(stroke: Pick<Stroke, 'points' | 'width'>, isComplete = true): [number, number][] {
  if (stroke.points.length === 0) return [];
  return getStroke(stroke.points, {
    size: stroke.width,
    thinning: 0.25,
    smoothing: 0.5,
    streamline: 0.4,
    simulatePressure: false,
    last: isComplete,
  }) as [number, number][];
}

/** '#rrggbb' as 0..1 channels, for the PDF's fill colour. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? 'ff0000';
  const channel = (index: number) => parseInt(value.slice(index, index + 2), 16) / 255;
  return [channel(0), channel(2), channel(4)];
}
