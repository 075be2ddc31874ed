import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClassStudent } from '@backoffice/contract';
import { StudentChecklist } from './student-checklist';
import { renderWithProviders } from '@/test/render';

const student = (id: number, name: string) =>
  ({
    id,
    userId: id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    nickname: null,
    birthDate: null,
    class_user_id: id,
  }) as ClassStudent;
const students = [student(1, 'Amal'), student(2, 'Basel'), student(3, 'Bassem')];

function Harness() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <>
      <StudentChecklist students={students} selected={selected} onChange={setSelected} />
      <output>{[...selected].sort().join(',')}</output>
    </>
  );
}

describe('StudentChecklist', () => {
  it('ticks one by one, selects all of what the search shows, and unticks them again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Amal' }));
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search students'), 'bas');
    expect(screen.queryByRole('checkbox', { name: 'Amal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,2,3');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
  });
});
