import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons';

type Edges = { start: boolean; end: boolean };
const START: keyof Edges = 'start';
const END: keyof Edges = 'end';

/** Whether the row hides tabs before its start or past its end (right to left, scrollLeft counts down from 0). */
function hiddenEdges(row: HTMLElement): Edges {
  const scrolled = Math.abs(row.scrollLeft);
  return { start: scrolled > 1, end: scrolled + row.clientWidth < row.scrollWidth - 1 };
}

type ScrollTabsProps = {
  label: string;
  /** The selected tab's key: it is scrolled into view whenever it changes. */
  selected: string;
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
};

/**
 * A tablist in one row that scrolls sideways, with a chevron at each edge that hides tabs (as MUI's Tabs
 * variant="scrollable" with allowScrollButtonsMobile): a phone sees that more tabs follow, and a click on a
 * chevron brings them in. The chevrons are pointer aids; the keyboard moves along the tabs with the arrow keys.
 */
export function ScrollTabs({ label, selected, onKeyDown, children }: ScrollTabsProps) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  const update = () => {
    if (!row.current) return;
    const next = hiddenEdges(row.current);
    setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
  };
  // After every render (the labels change with the language), on scroll and when the window's width changes.
  useEffect(update);
  useEffect(() => {
    const element = row.current;
    element?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  useEffect(() => {
    row.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const scrollTowards = (edge: keyof Edges) => {
    const element = row.current;
    if (!element) return;
    const isRtl = getComputedStyle(element).direction === 'rtl';
    const step = element.clientWidth * 0.8 * (edge === 'end' ? 1 : -1) * (isRtl ? -1 : 1);
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: step, behavior: isReduced ? 'auto' : 'smooth' });
  };

  const hasMore = edges.start || edges.end;
  const chevron = (edge: keyof Edges) =>
    hasMore && (
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={`lt-tabs-scroll lt-tabs-scroll--${edge}`}
        disabled={!edges[edge]}
        onClick={() => scrollTowards(edge)}
      >
        <Icon name="chevronRight" />
      </button>
    );

  return (
    <div className="lt-tabs-bar">
      {chevron(START)}
      <div ref={row} className="lt-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {children}
      </div>
      {chevron(END)}
    </div>
  );
}
