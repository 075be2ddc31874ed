import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { isGroup, visibleNavItems, type NavItem } from './nav-items';

const labels = (items: NavItem[]) =>
  items
    .flatMap((item) => (isGroup(item) ? [item.labelKey, ...item.children.map((c) => c.labelKey)] : [item.labelKey]))
    .map((key) => i18n.t(key, { lng: 'en' }));

describe('visibleNavItems', () => {
  it('shows admins every entry', () => {
    expect(labels(visibleNavItems(true))).toContain('Dashboard');
    expect(labels(visibleNavItems(true))).toContain('Settings');
  });

  it('hides Dashboard, Users, Manage TAs, Manage Courses, Audit Log and Settings from everyone else', () => {
    const visible = labels(visibleNavItems(false));
    for (const hidden of ['Dashboard', 'Users', 'Manage TAs', 'Manage Courses', 'Audit Log', 'Settings'])
      expect(visible).not.toContain(hidden);
    expect(visible).toContain('Students Accounts');
    expect(visible).toContain('Centers');
  });
});
