import { Switch } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRow } from '@backoffice/contract';
import { toastSuccess } from '@/lib/toast';
import { useToggleAutomaticReporting } from '../api/classes-api';
import { useToggleRanked } from '../api/use-toggle-ranked';

// A switch sits in a clickable row: its click must not open the edit dialog.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** Ranked status: moves at once (optimistic), the list is refetched afterwards. */
export function RankedSwitch({ row }: { row: ClassRow }) {
  const { t } = useTranslation();
  const toggle = useToggleRanked();
  return (
    <Switch
      checked={row.isRanked}
      onClick={stopRowClick}
      onChange={() => toggle.mutate(row.id, { onSuccess: (response) => toastSuccess(response.message) })}
      slotProps={{ input: { 'aria-label': t('classes.rankingOf', { name: row.name }) } }}
    />
  );
}

/** Automatic reporting: sent at once; the switch shows the server's answer. */
export function AutomaticReportSwitch({ row }: { row: ClassRow }) {
  const { t } = useTranslation();
  const toggle = useToggleAutomaticReporting();
  return (
    <Switch
      checked={row.automaticReporting}
      disabled={toggle.isPending}
      onClick={stopRowClick}
      onChange={() => toggle.mutate(row.id, { onSuccess: (response) => toastSuccess(response.message) })}
      slotProps={{ input: { 'aria-label': t('classes.automaticReportOf', { name: row.name }) } }}
    />
  );
}
