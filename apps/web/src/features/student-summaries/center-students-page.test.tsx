import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noteEndpoints, selectOptionsApi, studentSummariesApi, type CenterStudent, type Note } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { CenterStudentsPage } from './center-students-page';

const centerNotes = noteEndpoints('centers', 'notes');
const students: CenterStudent[] = [
  { id: 11, name: 'Amal Hassan', email: 'amal@example.com' },
  { id: 12, name: 'Omar Khaled', email: 'omar@example.com' },
];

/** Serves two centers; center 2 has the two students and the notes the test adds. */
function renderPage(route = '/center-students') {
  const notes: Note[] = [];
  const askedCenters: unknown[] = [];
  server.use(
    answer(selectOptionsApi.centers, { message: '', data: [{ value: 2, name: 'Nasr City' }, { value: 4, name: 'Maadi' }] }),
    answer(studentSummariesApi.students, ({ params }) => {
      askedCenters.push(params.id);
      return onePage(params.id === '2' ? students : []);
    }),
    answer(centerNotes.list, () => onePage(notes)),
    answer(centerNotes.create, ({ body }) => {
      const note = { id: notes.length + 1, note: (body as { note: string }).note, reason: null, createdAt: '2026-11-20T10:00:00Z' };
      notes.push(note);
      return { message: 'Note created successfully', data: note };
    }),
  );
  const { router } = renderWithProviders(<CenterStudentsPage />, { route, path: '/center-students' });
  return { router, askedCenters };
}

describe('Center Students', () => {
  it("asks for a center first, then shows its numbered students and count, keeping the center in the URL", async () => {
    const user = userEvent.setup();
    const { router, askedCenters } = renderPage();
    expect(await screen.findByText('Choose a center to see its students and notes')).toBeInTheDocument();
    expect(askedCenters).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Choose Center' }));
    await user.click(await screen.findByRole('option', { name: 'Nasr City' }));
    const list = await screen.findByRole('region', { name: 'Total Students' });
    expect(await within(list).findByText('2. Omar Khaled')).toBeInTheDocument();
    expect(within(list).getByText('1. Amal Hassan')).toBeInTheDocument();
    expect(within(list).getByLabelText('Total Students: 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?current-center=2');
    expect(askedCenters).toEqual(['2']);
  });

  it('says when the center has no student and no note, and adds a note to it', async () => {
    const user = userEvent.setup();
    renderPage('/center-students?current-center=4');
    expect(await screen.findByText('No Students Found')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('No Notes Found')).toBeInTheDocument();

    await user.click(within(notes).getByRole('button', { name: 'ADD Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Parents meeting on Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(notes).findByText('Parents meeting on Sunday')).toBeInTheDocument();
    expect(within(notes).queryByText('No Notes Found')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
