import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

type FilePickerButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** File endings or types the picker offers, e.g. ".xlsx,.xls". */
  accept: string;
  onPick: (file: File) => void;
  /** Accessible name of the hidden input, for tests and screen readers. */
  inputLabel?: string;
};

/** A button that opens the file picker through a hidden input; the same file can be picked twice in a row. */
export function FilePickerButton({ accept, onPick, inputLabel, children, ...props }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...props} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
