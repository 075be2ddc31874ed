import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

export type ReplacedTotal = { current_total: number; computed_total: number };

type ReplaceTotalDialogProps = {
  /** The total entered by hand and the one the corrections compute; the dialog is open while set. */
  total: ReplacedTotal | null;
  maxScore: number;
  isPending: boolean;
  onKeep: () => void;
  onReplace: () => void;
};

/**
 * Asked before corrections replace a total entered by hand (tab SAVE or PDF grader). Keeping it saves
 * nothing and leaves the typed corrections on the page; replacing sends them again with replace_total.
 */
export function ReplaceTotalDialog({ total, maxScore, isPending, onKeep, onReplace }: ReplaceTotalDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  const values = total && {
    current: formatNumber(total.current_total),
    computed: formatNumber(total.computed_total),
    max: formatNumber(maxScore),
  };
  return (
    <Dialog open={total !== null} onClose={isPending ? undefined : onKeep} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle>{t('grading.correction.replaceTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{values && t('grading.correction.replaceText', values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Focus starts on keeping: Enter or Escape changes nothing, Tab then Enter replaces. */}
        <Button onClick={onKeep} disabled={isPending} autoFocus>
          {values && t('grading.correction.keepTotal', values)}
        </Button>
        <Button variant="contained" onClick={onReplace} disabled={isPending}>
          {values && t('grading.correction.replaceTotal', values)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
