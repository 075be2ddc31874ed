import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/components/shell/nav-items';
import { routes } from './router';

describe('routes', () => {
  it('has a staff route for each screen of the sidebar', () => {
    const staffPaths = routes[0]!.children!.find((route) => route.path === '/')!.children!.map((route) => route.path);
    for (const screen of SCREENS) expect(staffPaths).toContain(screen.to.slice(1));
  });
});
