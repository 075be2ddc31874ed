import { useTranslation } from 'react-i18next';
import { isSaveShortcut } from './grid-keys';

type ScoreEditorProps = {
  text: string;
  label: string;
  isRefused: boolean;
  onChange: (text: string) => void;
  /** Stores the typed value; `moveDown` after Enter. */
  onCommit: (moveDown: boolean) => void;
  onCancel: () => void;
};

/** The input a score cell turns into while it is typed in. */
export function ScoreEditor({ text, label, isRefused, onChange, onCommit, onCancel }: ScoreEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      <input
        // The cell was focused by the keyboard: typing goes on here without another key.
        autoFocus
        aria-label={label}
        aria-invalid={isRefused || undefined}
        inputMode="decimal"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onCommit(false)}
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
        <span role="status" style={{ fontSize: '0.7rem' }}>
          {t('grid.outOfRange')}
        </span>
      )}
    </>
  );
}
