import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreRangeMessage } from '@/lib/score';
import { isSaveShortcut } from './grid-keys';

type ScoreEditorProps = {
  text: string;
  label: string;
  isRefused: boolean;
  /** The column's max score, named by the message of a refused value. */
  max: number;
  onChange: (text: string) => void;
  /** Stores the typed value; `moveDown` after Enter. A refused value is not stored and the editor stays. */
  onCommit: (moveDown: boolean) => void;
  /** The editor lost the focus: a valid value is stored, a refused one dropped. */
  onLeave: () => void;
  onCancel: () => void;
};

/** The input a score cell turns into while it is typed in. */
export function ScoreEditor({ text, label, isRefused, max, onChange, onCommit, onLeave, onCancel }: ScoreEditorProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <>
      <input
        // The cell was focused by the keyboard: typing goes on here without another key.
        autoFocus
        aria-label={label}
        aria-invalid={isRefused || undefined}
        aria-describedby={isRefused ? messageId : undefined}
        inputMode="decimal"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (isSaveShortcut(event)) {
            // Stored first, then the page's Ctrl+S handler sends it with the rest.
            onCommit(false);
            return;
          }
          // Arrows move the caret inside the input, not the grid's active cell.
          if (event.key !== 'Tab') event.stopPropagation();
        }}
        style={{ width: '100%', font: 'inherit', padding: '2px 4px', boxSizing: 'border-box' }}
      />
      {isRefused && (
        <span id={messageId} role="status" style={{ fontSize: '0.7rem' }}>
          {scoreRangeMessage(t, max)}
        </span>
      )}
    </>
  );
}
