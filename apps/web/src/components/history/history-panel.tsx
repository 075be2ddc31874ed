import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@backoffice/contract';
import { EmptyState } from '../empty-state';
import { formatDateTime } from '@/lib/format';
import { historyQueries, type HistoryFilter } from './history-api';
import { formatChange, subjectOf } from './history-value';
import { RevertButton } from './revert-button';
import { useConfirmRevert } from './use-confirm-revert';

type HistoryPanelProps = {
  open: boolean;
  /** A cell (class, student, item, entity), a student's row or an item's column; kept while the drawer closes. */
  filter: HistoryFilter;
  title: string;
  onClose: () => void;
  /** The screens' queries a revert changes (the workstation tab's, the ranking's). */
  invalidates?: readonly QueryKey[];
};

/**
 * Who changed a value, from what, to what and when, newest first, in a side drawer (at the end of the line:
 * on the left in Arabic). Each change of a cell's value can be reverted after asking. Escape closes it and
 * gives the focus back to where it was (the grid's cell).
 */
export function HistoryPanel({ open, filter, title, onClose, invalidates }: HistoryPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (which sits above the sidebar's drawer), like a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} dir="auto">
          {title}
        </Typography>
        <IconButton aria-label={t('history.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <HistoryEntries filter={filter} invalidates={invalidates} />
    </Drawer>
  );
}

function HistoryEntries({ filter, invalidates }: { filter: HistoryFilter; invalidates?: readonly QueryKey[] }) {
  const { t } = useTranslation();
  const feed = useInfiniteQuery(historyQueries.feed(filter));
  const listRef = useRef<HTMLUListElement>(null);
  const confirmRevert = useConfirmRevert(invalidates, listRef);
  const rows = feed.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box sx={{ overflowY: 'auto', flex: 1 }}>
      {feed.isFetching && <LinearProgress aria-label={t('history.loading')} />}
      {feed.isSuccess && rows.length === 0 ? (
        <EmptyState text={t('history.empty')} />
      ) : (
        <List aria-label={t('history.title')} ref={listRef} tabIndex={-1}>
          {rows.map((row) => (
            <HistoryEntry key={row.id} row={row} onRevert={confirmRevert.ask} />
          ))}
        </List>
      )}
      {feed.hasNextPage && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {t('history.loadMore')}
          </Button>
        </Box>
      )}
      {confirmRevert.dialog}
    </Box>
  );
}

/** A name in its own direction, so a Latin name before an Arabic date keeps its place in the line. */
const isolated = (text: string) => `\u2068${text}\u2069`;

function HistoryEntry({ row, onRevert }: { row: AuditLogRow; onRevert: (row: AuditLogRow) => void }) {
  const { t } = useTranslation();
  const changeId = useId();
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={changeId} fontWeight={600}>
          {formatChange(row, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {subjectOf(row, t)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('history.byAt', { user: isolated(row.user?.name ?? t('history.system')), at: formatDateTime(row.at) })}
        </Typography>
      </Box>
      <RevertButton row={row} onRevert={onRevert} describedBy={changeId} />
    </ListItem>
  );
}
