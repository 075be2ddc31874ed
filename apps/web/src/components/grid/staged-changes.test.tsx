import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellAt as cell, GridSheet, resetSheets, SHEET_KEY as KEY, students } from '@/test/grid-sheet';
import { forgetStagedSnapshots } from './staged-changes';
import { renderWithProviders } from '@/test/render';

beforeEach(resetSheets);

describe('staged changes', () => {
  it('survive a reload until they are discarded, per screen and tab', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<GridSheet rows={students(2)} />);
    await user.tab();
    await user.keyboard('{ArrowRight} {ArrowRight}6{Enter}');
    expect(screen.getByText('2 pending changes')).toBeInTheDocument();
    first.unmount();
    forgetStagedSnapshots();

    const reloaded = renderWithProviders(<GridSheet rows={students(2)} />);
    expect(screen.getByText('2 pending changes')).toBeInTheDocument();
    expect(cell(0, 1)).toHaveTextContent('Absent');
    expect(cell(0, 2)).toHaveTextContent('6');
    reloaded.unmount();

    renderWithProviders(<GridSheet rows={students(2)} storageKey="workstation:1:exams" />);
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    expect(cell(0, 2)).toHaveTextContent('4');
  });

  it('Discard drops them from the sheet and from local storage', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<GridSheet rows={students(2)} />);
    await user.tab();
    await user.keyboard('{ArrowRight} ');
    expect(localStorage.getItem(`staged:${KEY}`)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Discard pending changes' }));
    expect(cell(0, 1)).toHaveTextContent('Unknown');
    expect(localStorage.getItem(`staged:${KEY}`)).toBeNull();
    view.unmount();
    forgetStagedSnapshots();
    renderWithProviders(<GridSheet rows={students(2)} />);
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
  });

  it('follow the same sheet changed in another browser tab', () => {
    renderWithProviders(<GridSheet rows={students(2)} />);
    const changes = JSON.stringify([{ rowId: 2, columnId: 'att-7', value: 1 }]);
    localStorage.setItem(`staged:${KEY}`, changes);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: `staged:${KEY}`, newValue: changes })));
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
    expect(cell(1, 1)).toHaveTextContent('Present');
  });
});
