import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LinkDialog } from './link-dialog';

describe('LinkDialog', () => {
  it('closes at once when the address is unchanged, and asks before losing a typed one', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<LinkDialog open initialUrl="" onClose={onClose} onSave={vi.fn()} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    const address = screen.getByRole('textbox');
    await user.type(address, 'school.example.com/term');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(address).toHaveValue('school.example.com/term');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
