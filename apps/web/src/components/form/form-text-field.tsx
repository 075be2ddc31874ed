import { TextField, type TextFieldProps } from '@mui/material';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '@/lib/message-text';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  disabled?: boolean;
};

/** A text field bound to the form, showing its validation or server message. */
export function FormTextField<T extends FieldValues>({ form, name, type, ...props }: FormTextFieldProps<T>) {
  const messageText = useMessageText();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <TextField
      {...props}
      type={type}
      {...form.register(name, type === 'number' ? { valueAsNumber: true } : undefined)}
      error={Boolean(error)}
      helperText={messageText(error?.message) ?? props.helperText}
      fullWidth
    />
  );
}
