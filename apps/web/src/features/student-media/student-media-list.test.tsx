import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudentMediaList } from './student-media-list';
import { renderWithProviders } from '@/test/render';

const items = [
  { id: 1, title: 'Algebra notes', createdAt: '2026-11-02T09:00:00.000Z' },
  { id: 2, title: 'Geometry notes', createdAt: '2026-11-01T09:00:00.000Z' },
];

describe('StudentMediaList', () => {
  it('lists the items as cards with their icon; a card opens its item', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithProviders(
      <StudentMediaList title="PDFs" emptyText="Nothing yet" items={items} icon={<span data-testid="icon" />} onOpen={onOpen}>
        <p>viewer</p>
      </StudentMediaList>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'PDFs' })).toBeInTheDocument();
    expect(screen.getAllByTestId('icon')).toHaveLength(2);
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
    expect(screen.getByText('viewer')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 2, name: 'Geometry notes' }));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });

  it('says so when there is nothing', () => {
    renderWithProviders(<StudentMediaList title="PDFs" emptyText="Nothing yet" items={[]} icon={null} onOpen={vi.fn()} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
