import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pdfsApi, selectOptionsApi, type Pdf } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { PdfsPage } from './pdfs-page';

// pdf.js needs a browser's canvas; the viewer itself is not what these tests read.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument: vi.fn() }));

const sheet: Pdf = {
  id: 6,
  title: 'Acids worksheet.pdf',
  type: 'Worksheet',
  pdf: '/api/admin/pdf/6/grant',
  classes: [{ value: 3, name: 'Chemistry - Grade 10' }],
  createdAt: '2026-11-03T10:00:00Z',
};

function renderPage(pdfs: Pdf[]) {
  server.use(
    answer(pdfsApi.list, onePage(pdfs)),
    answer(pdfsApi.pdfTypes, { message: '', data: [{ value: 'Worksheet', name: 'Worksheet' }] }),
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }] }),
  );
  return renderWithProviders(<PdfsPage />, { route: '/pdfs', path: '/pdfs' });
}

describe('Manage Pdfs', () => {
  it('says so when there is no PDF', async () => {
    renderPage([]);
    expect(await screen.findByText('No Pdfs Found')).toBeInTheDocument();
  });

  it("shows the server's refusal when the PDF may not be read, and opens no viewer", async () => {
    const user = userEvent.setup();
    server.use(refuse(pdfsApi.grant, 403, 'You may not read this file'));
    renderPage([sheet]);
    await user.click(await screen.findByRole('button', { name: 'Acids worksheet.pdf' }));
    expect(await screen.findByText('You may not read this file')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the PDF from its row with its type and classes, keeps its file, and refuses a file that is not a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage([sheet]);
    const row = (await screen.findByRole('cell', { name: 'Worksheet' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    await user.click(within(row).getByRole('cell', { name: 'Worksheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pdf' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('Worksheet');
    expect(within(dialog).getByRole('button', { name: 'Chemistry - Grade 10' })).toBeInTheDocument();
    expect(within(dialog).getByText('The current file is kept')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Replace PDF'), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only PDF files can be uploaded')).toBeInTheDocument();
    expect(within(dialog).getByText('The current file is kept')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit pdf' })).toBeInTheDocument();
  });

  it('ADD closes at once when nothing was filled, and asks before losing what was filled (Escape, Cancel)', async () => {
    const user = userEvent.setup();
    renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Add pdf' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pdf' })).not.toBeInTheDocument());
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pdf' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Type' }), 'Revision sheet');
    await user.upload(within(dialog).getByTestId('pdf-files'), new File(['%PDF-1.4'], 'acids.pdf', { type: 'application/pdf' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveValue('Revision sheet');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pdf' })).not.toBeInTheDocument());
  });
});
