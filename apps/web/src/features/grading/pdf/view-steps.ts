/** The grading viewer's zoom: 25% to 300% in steps of 20%, starting at 100%. */
export const ZOOM = { min: 25, max: 300, step: 20, initial: 100 } as const;

export const zoomIn = (zoom: number) => Math.min(ZOOM.max, zoom + ZOOM.step);
export const zoomOut = (zoom: number) => Math.max(ZOOM.min, zoom - ZOOM.step);

/** Rotation in 90 degree steps, kept within 0..270; `direction` 1 turns clockwise, -1 back. */
export const rotate = (rotation: number, direction: 1 | -1) => (((rotation + direction * 90) % 360) + 360) % 360;

/** The pen: width 2 (PDF points), red by default, and the other colours on offer. */
export const PEN_WIDTH = 2;
export const PEN_COLORS = { red: '#ff0000', blue: '#1565c0', green: '#2e7d32', black: '#000000' } as const;
export type PenColor = keyof typeof PEN_COLORS;
