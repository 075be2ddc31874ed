import type { ReactNode } from 'react';
import { Icon } from './icons';

export type Severity = 'success' | 'info' | 'warning' | 'error';

/** MUI's standard Alert in plain HTML: its tinted background, icon and colours per severity. */
export function LightAlert({
  severity,
  role,
  icon,
  children,
}: {
  severity: Severity;
  role?: 'alert' | 'status';
  icon?: 'checkCircle';
  children: ReactNode;
}) {
  return (
    <div className={`lt-alert lt-alert--${severity}`} role={role}>
      <Icon name={icon ?? severity} />
      <div className="lt-alert__message">{children}</div>
    </div>
  );
}
