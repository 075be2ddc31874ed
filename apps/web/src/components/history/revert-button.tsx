import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@backoffice/contract';
import { canRevert, isRevertible } from './history-value';

/** Revert, or a disabled "Reverted" once another change put the value back; nothing for what cannot be reverted. */
type RevertButtonProps = {
  row: AuditLogRow;
  onRevert: (row: AuditLogRow) => void;
  /** The id of the text that says which change the button reverts (its row's change). */
  describedBy?: string;
};

export function RevertButton({ row, onRevert, describedBy }: RevertButtonProps) {
  const { t } = useTranslation();
  if (!isRevertible(row)) return null;
  const isReverted = !canRevert(row);
  return (
    <Button size="small" startIcon={isReverted ? undefined : <UndoIcon />} disabled={isReverted} aria-describedby={describedBy} onClick={() => onRevert(row)}>
      {isReverted ? t('history.reverted') : t('history.revert')}
    </Button>
  );
}
