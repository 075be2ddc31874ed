import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { FormAutocomplete } from './form-autocomplete';
import { FormDialog } from './form-dialog';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

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
    render(
      <SnackbarProvider>
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
        </FormDialog>
      </SnackbarProvider>,
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
    render(
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
