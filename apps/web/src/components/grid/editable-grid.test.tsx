import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/language';
import { cellAt as cell, GridSheet, resetSheets, students } from '@/test/grid-sheet';
import { stagedBatch } from './staged-changes';
import { renderWithProviders } from '@/test/render';

beforeEach(resetSheets);

describe('EditableGrid keyboard', () => {
  it('is one tab stop, and arrows, Home and End move the focused cell', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <GridSheet rows={students(3)} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(cell(0, 0)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(cell(2, 0)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cell(2, 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(cell(1, 1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(1, 3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(1, 0)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(2, 3)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell(2, 3)).toHaveFocus();
  });

  describe('in Arabic', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('moves Left to the next item and Right back, in reading direction', async () => {
      const user = userEvent.setup();
      await act(() => changeLanguage('ar'));
      renderWithProviders(<GridSheet rows={students(2)} />);
      await user.tab();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(cell(0, 2)).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(cell(0, 1)).toHaveFocus();
    });
  });

  it('cycles a status with Space: absent, present, unknown and round again; Enter goes to the next student', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(2)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 1)).toHaveTextContent('Unknown');
    await user.keyboard(' ');
    expect(cell(0, 1)).toHaveTextContent('Absent');
    await user.keyboard(' ');
    expect(cell(0, 1)).toHaveTextContent('Present');
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
    await user.keyboard(' ');
    // Back to the server's value: nothing left to save.
    expect(cell(0, 1)).toHaveTextContent('Unknown');
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(cell(1, 1)).toHaveFocus();
    await user.keyboard(' ');
    expect(stagedBatch('workstation:1:attendance')).toEqual([{ rowId: 2, columnId: 'att-7', value: 0 }]);
  });

  it('takes a typed score on Enter and moves down, so a column is filled from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(3)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}7{Enter}8.5{Enter}');
    expect(cell(0, 2)).toHaveTextContent('7');
    expect(cell(1, 2)).toHaveTextContent('8.5');
    expect(cell(2, 2)).toHaveFocus();
    expect(screen.getByText('2 pending changes')).toBeInTheDocument();
    expect(stagedBatch('workstation:1:attendance')).toEqual([
      { rowId: 1, columnId: 'exam-3', value: 7 },
      { rowId: 2, columnId: 'exam-3', value: 8.5 },
    ]);
  });

  it('takes a score as people type it: a decimal comma and Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(3)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}7,5{Enter}٨{Enter}٩٫٥{Enter}');
    expect(stagedBatch('workstation:1:attendance')).toEqual([
      { rowId: 1, columnId: 'exam-3', value: 7.5 },
      { rowId: 2, columnId: 'exam-3', value: 8 },
      { rowId: 3, columnId: 'exam-3', value: 9.5 },
    ]);
    expect(cell(0, 2)).toHaveTextContent('7.5');
    expect(cell(1, 2)).toHaveTextContent('8');
  });

  it('pastes a block copied from a spreadsheet from the active cell on, staged as typed, naming the cells refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(3)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    // Week 1, Exam and Quiz of the first two students; the second's exam is above its max of 10.
    await user.paste('present\t7,5\t12\r\nAbsent\t11\t\r\n');
    expect(stagedBatch('workstation:1:attendance')).toEqual([
      { rowId: 1, columnId: 'att-7', value: 1 },
      { rowId: 1, columnId: 'exam-3', value: 7.5 },
      { rowId: 1, columnId: 'quiz-2', value: 12 },
      { rowId: 2, columnId: 'att-7', value: 0 },
    ]);
    expect(cell(0, 1)).toHaveTextContent('Present');
    expect(await screen.findByText('1 cell was not pasted: Student 2 · Exam: "11"')).toBeInTheDocument();
  });

  it('refuses a score above the max as typed, says why, and stores nothing for it, not even a cut one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GridSheet rows={students(2)} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}1');
    const input = screen.getByRole('textbox', { name: 'Exam score of Student 2' });
    await user.keyboard('5{Enter}');
    // "15" stays as typed, with the reason; Enter neither stores "1" nor moves on.
    expect(input).toHaveValue('15');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a score from 0 to 10');
    expect(input).toHaveFocus();
    expect(stagedBatch('workstation:1:attendance')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(cell(1, 2)).toHaveFocus();
    expect(cell(1, 2)).toHaveTextContent('');
    expect(stagedBatch('workstation:1:attendance')).toEqual([]);
  });

  it('saves on Ctrl+S and Cmd+S, with a score still being typed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => stagedBatch('workstation:1:attendance'));
    renderWithProviders(<GridSheet rows={students(2)} onSave={onSave} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}9{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.results[0].value).toEqual([{ rowId: 1, columnId: 'exam-3', value: 9 }]);
    await user.keyboard('{Meta>}s{/Meta}');
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
