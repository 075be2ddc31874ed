import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Sidebar } from './sidebar';

const manageUsers = () => screen.getByRole('button', { name: 'Manage Users' });

describe('Sidebar', () => {
  it('opens Manage Users on one of its screens, so the current entry shows', () => {
    renderWithProviders(<Sidebar role="teacher" />, { route: '/class-students' });
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Class Students' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Manage Users closed elsewhere and opens it when the user goes to one of its screens', async () => {
    const { router } = renderWithProviders(<Sidebar role="teacher" />, { route: '/classes' });
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Students Accounts' })).not.toBeInTheDocument();

    await act(() => router.navigate('/students'));
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Students Accounts' })).toHaveAttribute('aria-current', 'page');

    // Closed by the user, it stays closed elsewhere and opens again on the next visit to one of its screens.
    await userEvent.click(manageUsers());
    await act(() => router.navigate('/classes'));
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/students'));
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a group the user opened open when the menu is drawn again (a phone drawer reopened, a language switch)', async () => {
    const first = renderWithProviders(<Sidebar role="teacher" />, { route: '/classes' });
    await userEvent.click(manageUsers());
    first.unmount();

    renderWithProviders(<Sidebar role="teacher" />, { route: '/classes' });
    expect(manageUsers()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Students Accounts' })).toBeVisible();
  });
});
