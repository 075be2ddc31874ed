import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRowError } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { RowErrorsDialog } from './row-errors-dialog';
import { renderWithProviders } from '@/test/render';

const rowErrors: JobRowError[] = [
  { row: 3, field: 'phone', message: 'Phone must be at least 11 characters' },
  { row: 3, field: 'email', code: 'import.emailTaken', params: { email: 'a@example.com' } },
  { row: 5, field: 'email', code: 'import.emailRepeated', params: { email: 'b@example.com', row: 2 } },
];

describe('RowErrorsDialog', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('lists each row once with its problems one a line, coded ones filled with their values', () => {
    renderWithProviders(<RowErrorsDialog rowErrors={rowErrors} onClose={vi.fn()} />);
    expect(screen.getAllByText(/^Row \d+$/).map((row) => row.textContent)).toEqual(['Row 3', 'Row 5']);
    const rowThree = screen.getByText('Row 3').closest('li')!;
    expect(within(rowThree).getByText('Phone must be at least 11 characters')).toBeInTheDocument();
    expect(within(rowThree).getByText('The email a@example.com has already been taken')).toBeInTheDocument();
    expect(screen.getByText('The email b@example.com is repeated in the file (first in row 2)')).toBeInTheDocument();
  });

  it('shows the same problems in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<RowErrorsDialog rowErrors={rowErrors} onClose={vi.fn()} />);
    expect(screen.getByText('الصف 5')).toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني b@example.com مكرر في الملف (ورد أولاً في الصف 2)')).toBeInTheDocument();
    expect(screen.queryByText(/has already been taken/)).not.toBeInTheDocument();
  });
});
