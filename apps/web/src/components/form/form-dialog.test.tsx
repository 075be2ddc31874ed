import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { FormAutocomplete } from './form-autocomplete';
import { FormDialog } from './form-dialog';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';
import { renderWithProviders } from '@/test/render';

const schema = z.object({
  name: z.string(),
  sessions: z.array(z.object({ weekday: z.string(), startTime: z.string() })),
});
type Values = z.infer<typeof schema>;

describe('FormDialog server errors', () => {
  it('puts nested field errors such as sessions.1.startTime on the right input', async () => {
    const refuse = async (): Promise<{ message: string }> => {
      throw new ApiError(422, 'The start time must be in HH:mm form', {
        'sessions.1.startTime': ['The start time must be in HH:mm form'],
      });
    };
    renderWithProviders(
      <FormDialog<Values>
        open
        title="Class"
        schema={schema}
        defaultValues={{
          name: 'A',
          sessions: [
            { weekday: 'Saturday', startTime: '10:00' },
            { weekday: 'Monday', startTime: '11:00' },
          ],
        }}
        onClose={() => undefined}
        onSubmit={refuse}
      >
        {(form) => (
          <>
            <FormTextField form={form} name="name" label="Name" />
            {[0, 1].map((index) => (
              <FormSelect
                key={`weekday-${index}`}
                form={form}
                name={`sessions.${index}.weekday`}
                label={`Weekday ${index + 1}`}
                options={['Saturday', 'Monday'].map((day) => ({ value: day, label: day }))}
              />
            ))}
            {[0, 1].map((index) => (
              <FormTextField
                key={`time-${index}`}
                form={form}
                name={`sessions.${index}.startTime`}
                label={`Start Time ${index + 1}`}
              />
            ))}
          </>
        )}
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = await screen.findByRole('textbox', { name: 'Start Time 2' });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('The start time must be in HH:mm form');
    expect(screen.getByRole('textbox', { name: 'Start Time 1' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('combobox', { name: /Weekday 2/ })).toHaveTextContent('Monday');
  });
});

describe('FormDialog and the keyboard', () => {
  it('closes on Escape, except inside an autocomplete, where Escape only closes its list', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const teacherSchema = z.object({ name: z.string(), teachers: z.array(z.number()) });
    renderWithProviders(
      <FormDialog<z.infer<typeof teacherSchema>>
        open
        title="Class"
        schema={teacherSchema}
        defaultValues={{ name: '', teachers: [] }}
        onClose={onClose}
        onSubmit={async () => ({})}
      >
        {(form) => (
          <>
            <FormTextField form={form} name="name" label="Name" />
            <FormAutocomplete form={form} name="teachers" label="Teachers" options={[{ value: 1, name: 'Sara Adel' }]} />
          </>
        )}
      </FormDialog>,
    );
    const teachers = screen.getByRole('combobox', { name: 'Teachers' });
    await user.type(teachers, 'Sa');
    expect(await screen.findByRole('option', { name: 'Sara Adel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Sara Adel' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(teachers).toHaveValue('Sa');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

const nameSchema = z.object({ name: z.string() });

function NameDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog<{ name: string }>
      open
      title="Center"
      schema={nameSchema}
      defaultValues={{ name: 'Giza' }}
      onClose={onClose}
      onSubmit={async () => ({})}
    >
      {(form) => <FormTextField form={form} name="name" label="Name" />}
    </FormDialog>
  );
}

describe('FormDialog and unsaved changes', () => {
  it('closes a clean form at once, by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<NameDialog onClose={onClose} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Discard unsaved changes?')).not.toBeInTheDocument();
  });

  it('asks before a changed form closes; Keep editing keeps what was typed, Discard closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<NameDialog onClose={onClose} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' West');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('Discard unsaved changes?');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Giza West');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('FormDialog nested in another FormDialog', () => {
  it('submits the inner form without submitting the outer one', async () => {
    const user = userEvent.setup();
    const saveOuter = vi.fn(async () => ({ message: 'Class saved' }));
    const saveInner = vi.fn(async () => ({ message: 'School created successfully' }));
    function Outer() {
      const [isAdding, setIsAdding] = useState(false);
      return (
        <FormDialog<{ name: string }>
          open
          title="Add class"
          schema={nameSchema}
          defaultValues={{ name: '' }}
          onClose={() => undefined}
          onSubmit={saveOuter}
        >
          {(form) => (
            <>
              <FormTextField form={form} name="name" label="Class name" />
              <button type="button" onClick={() => setIsAdding(true)}>
                Add school
              </button>
              <FormDialog<{ name: string }>
                open={isAdding}
                title="Add school"
                schema={nameSchema}
                defaultValues={{ name: '' }}
                onClose={() => setIsAdding(false)}
                onSubmit={saveInner}
              >
                {(inner) => <FormTextField form={inner} name="name" label="School name" />}
              </FormDialog>
            </>
          )}
        </FormDialog>
      );
    }
    renderWithProviders(<Outer />);
    await user.click(screen.getByRole('button', { name: 'Add school' }));
    const inner = await screen.findByRole('dialog', { name: 'Add school' });
    await user.type(within(inner).getByRole('textbox', { name: 'School name' }), 'Nile School');
    await user.click(within(inner).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add school' })).not.toBeInTheDocument());
    expect(saveInner).toHaveBeenCalledWith({ name: 'Nile School' });
    expect(saveOuter).not.toHaveBeenCalled();
    expect(screen.getByText('School created successfully')).toBeInTheDocument();
  });
});
