import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  disabled?: boolean;
};

/** What a number input shows of the form's value: an empty number (NaN, as valueAsNumber gives) shows blank. */
const shownNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : '');

/**
 * A text field bound to the form, showing its validation or server message. A number field keeps a blank
 * input as NaN in the form, but never writes NaN into the input, which the browser warns cannot be parsed.
 */
export function FormTextField<T extends FieldValues>({ form, name, type, ...props }: FormTextFieldProps<T>) {
  const messageText = useMessageText();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const shared = {
    ...props,
    type,
    error: Boolean(error),
    helperText: messageText(error?.message) ?? props.helperText,
    fullWidth: true,
  };
  if (type !== 'number') return <TextField {...shared} {...form.register(name)} />;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...shared}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={shownNumber(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      )}
    />
  );
}
