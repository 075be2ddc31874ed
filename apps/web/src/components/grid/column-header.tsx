import { Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

type ColumnHeaderProps = {
  text: string;
  index: number;
  /** The keyboard is in this column (the grid has the focus and its active cell is here). */
  isCurrent: boolean;
};

/**
 * A column's header, cut with an ellipsis when the column is narrower than its name ("Homework 3:
 * Forces and mo…"). A cut name shows whole in a tooltip on hover and while the keyboard is in the
 * column (the header itself is no tab stop: the grid's cells are). The tooltip also names the header
 * (aria-label), so a screen reader hears the whole name once.
 */
export function ColumnHeader({ text, index, isCurrent }: ColumnHeaderProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setIsCut] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsCut(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip
      title={text}
      placement="top"
      disableInteractive
      open={isCut && (isHovered || isCurrent)}
      onOpen={() => setIsHovered(true)}
      onClose={() => setIsHovered(false)}
    >
      <div role="columnheader" aria-colindex={index + 1}>
        <span ref={ref} className="grid-header-text" dir="auto">
          {text}
        </span>
      </div>
    </Tooltip>
  );
}
