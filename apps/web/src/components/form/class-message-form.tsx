import SendIcon from '@mui/icons-material/Send';
import { Button, Paper, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { ClassSelect } from '@/components/class-select';
import { useMessageText } from '@/lib/message-text';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from './apply-field-errors';
import { FormTextField } from './form-text-field';

type ClassMessageFormProps<T extends FieldValues, R extends T> = {
  form: UseFormReturn<T, unknown, R>;
  /** The class field's label and what its list shows when the user has no class. */
  classLabel: string;
  noClassesText: string;
  onClassChange?: (classId: number | null) => void;
  /** The one-line field after the class: a notification's title, an e-mail's subject. */
  headline: { name: Path<T>; label: string; maxLength: number };
  submitLabel: string;
  /** Said beside the field errors when a required field is empty ('Please fill all fields', spec 02). */
  fillAllText: string;
  /** Sends the message; its answer's message becomes the success toast. */
  onSubmit: (values: R) => Promise<{ message?: string }>;
  /** After a send: empty what the next message writes anew. */
  onSent: (values: R) => void;
  /** The message's own fields, below the headline. */
  children: (isPending: boolean) => ReactNode;
};

/**
 * The form of a message to a class (Send Notification, Compose Email): the class, a headline, the page's
 * own fields, and SEND. Validation comes from the contract's schema (each missing field says so, and a toast
 * 'Please fill all fields'); the server's field errors go onto the fields.
 */
export function ClassMessageForm<T extends FieldValues & { classId: unknown }, R extends T>(
  props: ClassMessageFormProps<T, R>,
) {
  const { form, classLabel, noClassesText, onClassChange, headline, submitLabel, fillAllText, onSubmit, onSent, children } = props;
  const messageText = useMessageText();
  const isPending = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        toastSuccess((await onSubmit(values)).message);
        onSent(values);
      } catch (error) {
        applyFieldErrors(form.setError, error);
      }
    },
    // The fields say which one is missing; the toast says it for the whole form, as Reports, Videos and PDFs do.
    () => toastErrorText(fillAllText),
  );

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name={'classId' as Path<T>}
          render={({ field, fieldState }) => (
            <ClassSelect
              label={classLabel}
              emptyText={noClassesText}
              value={(field.value as number | null) ?? null}
              onChange={(classId) => {
                field.onChange(classId as PathValue<T, Path<T>>);
                onClassChange?.(classId);
              }}
              disabled={isPending}
              required
              error={messageText(fieldState.error?.message)}
            />
          )}
        />
        <FormTextField
          form={form}
          name={headline.name}
          label={headline.label}
          disabled={isPending}
          required
          slotProps={{ htmlInput: { maxLength: headline.maxLength } }}
        />
        {children(isPending)}
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={isPending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
