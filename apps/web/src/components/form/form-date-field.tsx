import type { FieldValues } from 'react-hook-form';
import { FormPickerField, type FormPickerFieldProps } from './form-picker-field';

/** A date picker bound to the form; the form value stays a 'yyyy-MM-dd' string ('' when empty). */
export const FormDateField = <T extends FieldValues>(props: FormPickerFieldProps<T>) => (
  <FormPickerField {...props} kind="date" />
);
