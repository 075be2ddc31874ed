import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';
import { TypedNumberField } from './typed-number-field';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  disabled?: boolean;
};

/**
 * A text field bound to the form, showing its validation or server message. A number field (type "number")
 * takes numbers as people type them (TypedNumberField) and keeps a blank or unreadable input as NaN in the form.
 */
export function FormTextField<T extends FieldValues>({ form, name, type, ...props }: FormTextFieldProps<T>) {
  const messageText = useMessageText();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const shared = {
    ...props,
    error: Boolean(error),
    helperText: messageText(error?.message) ?? props.helperText,
    fullWidth: true,
  };
  if (type !== 'number') return <TextField {...shared} type={type} {...form.register(name)} />;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TypedNumberField
          {...shared}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value as number | null}
          onChange={field.onChange}
        />
      )}
    />
  );
}
