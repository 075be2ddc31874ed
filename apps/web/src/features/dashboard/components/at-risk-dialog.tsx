import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert, AlertClassSummary } from '@backoffice/contract';
import { alertReason } from '@/lib/alert-reasons';
import { toastSuccess } from '@/lib/toast';
import { atRiskQueries, useAcknowledgeAlert } from '../api/alerts-api';

/** One class's open alerts: each student and why, acknowledged with a note. */
export function AtRiskDialog({ summary, onClose }: { summary: AlertClassSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const alerts = useQuery(atRiskQueries.openOf(summary.class_id));
  const isEmpty = alerts.isSuccess && alerts.data.length === 0;
  // The last alert acknowledged takes its button away: the focus goes to Close, not to the page's body.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isEmpty) close.current?.focus();
  }, [isEmpty]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="at-risk-dialog-title">
      <DialogTitle id="at-risk-dialog-title">{t('alerts.atRiskOf', { className: summary.class_name })}</DialogTitle>
      <DialogContent>
        {isEmpty ? (
          <Typography color="text.secondary">{t('alerts.atRiskEmpty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('alerts.student')}</TableCell>
                <TableCell>{t('alerts.why')}</TableCell>
                <TableCell>{t('alerts.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(alerts.data ?? []).map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={close} onClick={onClose}>
          {t('alerts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeAlert();
  const [note, setNote] = useState('');
  return (
    <TableRow>
      <TableCell dir="auto">{alert.student_name}</TableCell>
      <TableCell>{alertReason(t, alert)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label={t('alerts.note')}
            value={note}
            disabled={acknowledge.isPending}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            variant="outlined"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            disabled={acknowledge.isPending}
            aria-label={t('alerts.acknowledgeNamed', { name: alert.student_name })}
            onClick={async () => toastSuccess((await acknowledge.mutateAsync({ id: alert.id, note })).message)}
          >
            {t('alerts.acknowledge')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
