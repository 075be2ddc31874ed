import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { parseTypedNumber } from '@/lib/score';

type TypedNumberFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** The number the form holds; NaN (or null) when the field is blank or not a number. */
  value: number | null | undefined;
  onChange: (value: number) => void;
};

const textOf = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const numberOf = (text: string) => parseTypedNumber(text) ?? Number.NaN;

/**
 * A number as people type it: "7,5", "٧٫٥" and "7.5" are all 7.5 (parseTypedNumber). A text input with a
 * decimal keyboard, as a browser's number input drops a decimal comma and Arabic-Indic digits. What was typed
 * stays on screen ("7," halfway) while the form holds its number; a new value from outside (a reset) replaces it.
 */
export function TypedNumberField({ value, onChange, slotProps, ...props }: TypedNumberFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const isSameNumber = Object.is(numberOf(text), typeof value === 'number' ? value : Number.NaN);
  useEffect(() => {
    if (!isSameNumber) setText(textOf(value));
    // Only a value from outside the field: typing keeps the two the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberOf(event.target.value));
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput } }}
    />
  );
}
