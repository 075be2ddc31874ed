import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every box measures 0 and the virtualiser would show no row: give
 * boxes the size of a 480 px sheet (10 rows of 48 px) for the tests' duration.
 */
export function layOutSheets() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1_000_000);
  // A browser scrolls and then tells the page; jsdom does neither.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
}
