import type { ReactNode } from 'react';

export type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'info' | 'error';

/** MUI's Chip (small, filled or outlined) as a span. */
export function LightChip({
  label,
  color = 'default',
  outlined = false,
  small = true,
  icon,
}: {
  label: ReactNode;
  color?: ChipColor;
  outlined?: boolean;
  small?: boolean;
  icon?: ReactNode;
}) {
  const classes = ['lt-chip', `lt-chip--${color}`, outlined && 'lt-chip--outlined', small && 'lt-chip--small'];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {icon}
      <span className="lt-chip__label">{label}</span>
    </span>
  );
}
