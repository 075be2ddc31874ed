import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { selectOptionsApi, type ValueName } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { ClassesField, FileChooser, UploadFormDialog } from './upload-form-dialog';

function renderDialog(progress: number | null) {
  const handlers = { onCancelUpload: vi.fn(), onClose: vi.fn(), onSave: vi.fn() };
  renderWithProviders(
    <UploadFormDialog open title="Add pdf" progress={progress} {...handlers}>
      <input aria-label="field" />
    </UploadFormDialog>,
  );
  return handlers;
}

describe('UploadFormDialog', () => {
  it('shows its fields and saves; Cancel also cancels the upload', async () => {
    const user = userEvent.setup();
    const handlers = renderDialog(null);
    expect(screen.getByRole('heading', { name: 'Add pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('field')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onCancelUpload).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });

  it('while uploading shows the progress with its cancel button and turns Save off', async () => {
    const user = userEvent.setup();
    const handlers = renderDialog(40);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(handlers.onCancelUpload).toHaveBeenCalledTimes(1);
    expect(handlers.onClose).not.toHaveBeenCalled();
  });
});

describe('FileChooser', () => {
  it('hands the chosen files over and shows the status', () => {
    const onChoose = vi.fn();
    renderWithProviders(
      <FileChooser label="PDF files" accept="application/pdf" multiple testId="pdf-files" onChoose={onChoose} status="No file" />,
    );
    const input = screen.getByTestId('pdf-files');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText('No file')).toBeInTheDocument();
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith([file]);
  });
});

describe('ClassesField', () => {
  it('offers the classes and hands the chosen ones over', async () => {
    const user = userEvent.setup();
    server.use(
      answer(selectOptionsApi.classes, {
        message: '',
        data: [
          { value: 1, name: 'Grade 1' },
          { value: 2, name: 'Grade 2' },
        ],
      }),
    );
    const chosen: ValueName[][] = [];
    function Field() {
      const [value, setValue] = useState<ValueName[]>([]);
      return (
        <ClassesField
          label="Classes"
          value={value}
          onChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithProviders(<Field />);
    await user.click(screen.getByRole('combobox', { name: 'Classes' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 2' }));
    expect(chosen).toEqual([[{ value: 2, name: 'Grade 2' }]]);
  });
});
