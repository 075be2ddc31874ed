import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { IMPOSSIBLE_DATE_MESSAGE } from '@backoffice/contract';
import { useMessageText } from '@/lib/message-text';
import { fromPickerValue, IMPOSSIBLE_DATE, toPickerValue } from './picker-value';

type DateInputProps = {
  label: string;
  /** 'yyyy-MM-dd', or '' when none is chosen. */
  value: string;
  /** A real day ('yyyy-MM-dd'), or '' once cleared or while the day typed does not exist. */
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  clearable?: boolean;
};

/**
 * A date outside a form (a filter, a report's day), shown day first as the forms show it. A day typed that does
 * not exist (31/02) says "This date does not exist" and counts as no day, rather than being dropped without a word.
 */
export function DateInput({ label, value, onChange, size, sx, clearable = false }: DateInputProps) {
  const messageText = useMessageText();
  const [isImpossible, setIsImpossible] = useState(false);
  return (
    <DatePicker
      label={label}
      format="dd/MM/yyyy"
      value={isImpossible ? toPickerValue(IMPOSSIBLE_DATE, 'yyyy-MM-dd') : toPickerValue(value, 'yyyy-MM-dd')}
      onChange={(date) => {
        const day = fromPickerValue(date, 'yyyy-MM-dd', IMPOSSIBLE_DATE);
        setIsImpossible(day === IMPOSSIBLE_DATE);
        onChange(day === IMPOSSIBLE_DATE ? '' : day);
      }}
      slotProps={{
        textField: {
          size,
          sx,
          error: isImpossible,
          helperText: isImpossible ? messageText(IMPOSSIBLE_DATE_MESSAGE) : undefined,
        },
        field: { clearable },
      }}
    />
  );
}
