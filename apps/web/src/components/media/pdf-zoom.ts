/** The viewer's zoom: 0.1 steps from 25% to 300%. */
export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 3;
export const clampZoom = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value * 100) / 100));
/** The zoom, on the 0.1 steps and at most 100%, at which a page `pageWidth` wide fits `width` (a phone's screen). */
export const fitZoom = (pageWidth: number, width: number) =>
  clampZoom(Math.min(1, Math.floor((width / pageWidth) * 10 + 1e-9) / 10));
