import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellAt as cell, GridSheet, resetSheets, SHEET_KEY as KEY, students } from '@/test/grid-sheet';
import { cellErrorsFrom } from './cell-errors';
import { stagedBatch } from './staged-changes';
import { renderWithProviders } from '@/test/render';

beforeEach(resetSheets);

describe('errors answered per entry', () => {
  it('are shown on the cells of the entries the server names', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<GridSheet rows={students(3)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}5{Enter}3{Enter}');
    const sent = stagedBatch(KEY);
    const errors = cellErrorsFrom({ 'rows.1.score': ['The student is not in the class'], message: ['ignored'] }, sent);
    view.rerender(<GridSheet rows={students(3)} errors={errors} />);
    expect(cell(1, 2)).toHaveAttribute('aria-invalid', 'true');
    expect(cell(1, 2)).toHaveTextContent('The student is not in the class');
    expect(cell(1, 2)).toHaveAccessibleDescription('The student is not in the class');
    expect(cell(0, 2)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('map attendances.N to the Nth entry sent', () => {
    const sent = [
      { rowId: 7, columnId: 'att-1', value: 1 },
      { rowId: 9, columnId: 'att-1', value: 0 },
    ];
    expect([...cellErrorsFrom({ 'attendances.1': ['Invalid status'], 'attendances.5': ['no such entry'] }, sent)]).toEqual([
      ['[9,"att-1"]', 'Invalid status'],
    ]);
  });
});

describe('500 students', () => {
  it('keeps only the rows in view in the DOM and reaches the last one from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(500)} />);
    const grid = screen.getByRole('grid', { name: 'Register' });
    expect(grid).toHaveAttribute('aria-rowcount', '501');
    const shown = screen.getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThanOrEqual(10);
    expect(shown).toBeLessThan(30);
    expect(screen.queryByText('Student 500')).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    expect((await screen.findByText('Student 500')).closest('[role="row"]')).toHaveAttribute('aria-rowindex', '501');
    expect(screen.queryByText('Student 1')).not.toBeInTheDocument();
    expect(
      within(screen.getByText('Student 500').closest('[role="row"]') as HTMLElement).getAllByRole('gridcell')[3],
    ).toHaveFocus();
  });
});
