import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaleCell } from '@backoffice/contract';
import { formatDateTime } from '@/lib/format';

/** Yours, then theirs: the columns of each cell's two values. */
const CHOICES = ['mine', 'theirs'] as const;
export type StaleChoice = (typeof CHOICES)[number];
export const staleCellKey = (cell: StaleCell) => `${cell.item_id}:${cell.student_id}`;

type StaleSaveDialogProps = {
  /** The cells of a refused SAVE; the dialog is open while there are some. */
  conflicts: readonly StaleCell[] | null;
  studentName: (id: number) => string;
  itemName: (id: number) => string;
  formatValue: (value: StaleCell['yours']) => string;
  /** Saves again with each cell's choice. */
  onResolve: (choices: ReadonlyMap<string, StaleChoice>) => void;
  /** Escape or Cancel: nothing is saved, the changes stay pending. */
  onCancel: () => void;
};

/**
 * A SAVE refused because someone else changed some of its cells after the tab was opened: each such cell
 * with the value sent beside the value stored, who stored it and when. The person keeps theirs or takes the
 * other value, cell by cell or all at once, then saves again.
 */
export function StaleSaveDialog({ conflicts, onCancel, ...rest }: StaleSaveDialogProps) {
  const { t } = useTranslation();
  // The last cells stay while the dialog fades out; each refusal starts with no choice made.
  const [shown, setShown] = useState({ conflicts, round: 0 });
  if (conflicts !== null && conflicts !== shown.conflicts) setShown({ conflicts, round: shown.round + 1 });
  return (
    <Dialog open={conflicts !== null && conflicts.length > 0} onClose={onCancel} maxWidth="md" fullWidth>
      <DialogTitle>{t('workstation.stale.title')}</DialogTitle>
      {shown.conflicts && <StaleCells key={shown.round} conflicts={shown.conflicts} onCancel={onCancel} {...rest} />}
    </Dialog>
  );
}

function StaleCells({
  conflicts,
  studentName,
  itemName,
  formatValue,
  onResolve,
  onCancel,
}: StaleSaveDialogProps & { conflicts: readonly StaleCell[] }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ReadonlyMap<string, StaleChoice>>(new Map());
  const choose = (key: string, choice: StaleChoice) => setChoices((previous) => new Map(previous).set(key, choice));
  const chooseAll = (choice: StaleChoice) => setChoices(new Map(conflicts.map((cell) => [staleCellKey(cell), choice])));
  const isComplete = conflicts.every((cell) => choices.has(staleCellKey(cell)));

  const option = (cell: StaleCell, choice: StaleChoice) => {
    const key = staleCellKey(cell);
    const value = formatValue(choice === 'mine' ? cell.yours : cell.theirs);
    const where = `${studentName(cell.student_id)} · ${itemName(cell.item_id)}`;
    return (
      <Stack component="label" direction="row" sx={{ alignItems: 'center', cursor: 'pointer' }}>
        <Radio
          size="small"
          name={`stale-${key}`}
          checked={choices.get(key) === choice}
          onChange={() => choose(key, choice)}
          slotProps={{
            input: {
              'aria-label': t(choice === 'mine' ? 'workstation.stale.keepMine' : 'workstation.stale.takeTheirs', {
                cell: where,
                value,
              }),
            },
          }}
        />
        <span dir="auto">{value}</span>
      </Stack>
    );
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('workstation.stale.text')}</DialogContentText>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Button variant="outlined" size="small" onClick={() => chooseAll('mine')}>
            {t('workstation.stale.keepAllMine')}
          </Button>
          <Button variant="outlined" size="small" onClick={() => chooseAll('theirs')}>
            {t('workstation.stale.takeAllTheirs')}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={t('workstation.stale.cells')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('workstation.student')}</TableCell>
                <TableCell>{t('workstation.stale.item')}</TableCell>
                <TableCell>{t('workstation.stale.yours')}</TableCell>
                <TableCell>{t('workstation.stale.theirs')}</TableCell>
                <TableCell>{t('workstation.stale.changedBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {conflicts.map((cell) => (
                <TableRow key={staleCellKey(cell)}>
                  <TableCell dir="auto">{studentName(cell.student_id)}</TableCell>
                  <TableCell dir="auto">{itemName(cell.item_id)}</TableCell>
                  {CHOICES.map((choice) => (
                    <TableCell key={choice}>{option(cell, choice)}</TableCell>
                  ))}
                  <TableCell>
                    <Typography variant="body2" dir="auto">
                      {cell.by?.name ?? t('workstation.stale.deletedAccount')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(cell.at)}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {!isComplete && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('workstation.stale.chooseEach')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!isComplete} onClick={() => onResolve(choices)}>
          {t('workstation.stale.saveAgain')}
        </Button>
      </DialogActions>
    </>
  );
}
