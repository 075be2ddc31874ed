import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cellAt as cell, GridSheet, resetSheets, SHEET_KEY, students } from '@/test/grid-sheet';
import { renderWithProviders } from '@/test/render';
import { stagedBatch } from './staged-changes';

beforeEach(resetSheets);

/** The first student's Exam cell holds a saved 4 (test/grid-sheet); the second's is empty. */
async function onSavedExam() {
  const user = userEvent.setup();
  renderWithProviders(<GridSheet rows={students(2)} />);
  await user.tab();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(cell(0, 2)).toHaveTextContent('4');
  return user;
}

describe('clearing a saved score in the grid', () => {
  it('stages the clear on Delete, shown as a pending change to "No value"; Escape drops it', async () => {
    const user = await onSavedExam();
    await user.keyboard('{Delete}');
    expect(stagedBatch(SHEET_KEY)).toEqual([{ rowId: 1, columnId: 'exam-3', value: null }]);
    expect(cell(0, 2)).toHaveTextContent('No value');
    expect(cell(0, 2)).toHaveAttribute('data-staged', 'true');
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(stagedBatch(SHEET_KEY)).toEqual([]);
    expect(cell(0, 2)).toHaveTextContent('4');
  });

  it('stages the clear on Backspace, and on F2 with the text removed and Enter', async () => {
    const user = await onSavedExam();
    await user.keyboard('{Backspace}');
    expect(stagedBatch(SHEET_KEY)).toEqual([{ rowId: 1, columnId: 'exam-3', value: null }]);
    await user.keyboard('{Escape}{F2}');
    const input = screen.getByRole('textbox', { name: 'Exam score of Student 1' });
    expect(input).toHaveValue('4');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(stagedBatch(SHEET_KEY)).toEqual([{ rowId: 1, columnId: 'exam-3', value: null }]);
    expect(cell(0, 2)).toHaveTextContent('No value');
  });

  it('drops an unsaved score of an empty cell on Delete: nothing is left to save', async () => {
    const user = await onSavedExam();
    // Enter stays on the last student.
    await user.keyboard('{ArrowDown}7{Enter}');
    expect(stagedBatch(SHEET_KEY)).toEqual([{ rowId: 2, columnId: 'exam-3', value: 7 }]);
    await user.keyboard('{Delete}');
    expect(stagedBatch(SHEET_KEY)).toEqual([]);
    expect(cell(1, 2)).toHaveTextContent('');
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
  });
});
