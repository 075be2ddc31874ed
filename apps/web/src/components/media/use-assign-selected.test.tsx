import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectOptionsApi } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { useAssignSelected } from './use-assign-selected';

function Rows({ assign }: { assign: (ids: number[], classesId: number[]) => Promise<{ message?: string }> }) {
  const { selected, toggle, button, dialog } = useAssignSelected(assign);
  return (
    <>
      {[3, 5].map((id) => (
        <input key={id} type="checkbox" aria-label={`row ${id}`} checked={selected.has(id)} onChange={() => toggle(id)} />
      ))}
      {button}
      {dialog}
    </>
  );
}

describe('useAssignSelected', () => {
  it('offers Assign to Classes while rows are ticked, assigns them and clears the ticks', async () => {
    const user = userEvent.setup();
    server.use(answer(selectOptionsApi.classes, { message: '', data: [{ value: 9, name: 'Grade 9' }] }));
    const assign = vi.fn().mockResolvedValue({ message: 'Assigned' });
    renderWithProviders(<Rows assign={assign} />);
    expect(screen.queryByRole('button', { name: 'Assign to Classes' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'row 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'row 5' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'row 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'row 3' }));
    await user.click(screen.getByRole('button', { name: 'Assign to Classes' }));
    await user.click(await screen.findByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Grade 9' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(assign).toHaveBeenCalledWith([5, 3], [9]);
    expect(await screen.findByText('Assigned')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'row 3' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Assign to Classes' })).not.toBeInTheDocument();
  }, 15_000);
});
