import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
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
