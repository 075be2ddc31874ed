import type { FieldValues } from 'react-hook-form';
import { FormPickerField, type FormPickerFieldProps } from './form-picker-field';

/** A 24-hour time picker bound to the form; the form value stays an 'HH:mm' string ('' when empty). */
export const FormTimeField = <T extends FieldValues>(props: FormPickerFieldProps<T>) => (
  <FormPickerField {...props} kind="time" />
);
