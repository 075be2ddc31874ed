import type { HTMLAttributes, ReactNode } from 'react';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'info' | 'error';

/** MUI's Chip (small, filled or outlined) as a span; other attributes (a role, a class) go on the span. */
export function LightChip({
  label,
  color = 'default',
  outlined = false,
  small = true,
  icon,
  className,
  ...attributes
}: {
  label: ReactNode;
  color?: ChipColor;
  outlined?: boolean;
  small?: boolean;
  icon?: ReactNode;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'color'>) {
  const classes = ['lt-chip', `lt-chip--${color}`, outlined && 'lt-chip--outlined', small && 'lt-chip--small', className];
  return (
    <span className={classes.filter(Boolean).join(' ')} {...attributes}>
      {icon}
      <span className="lt-chip__label">{label}</span>
    </span>
  );
}
