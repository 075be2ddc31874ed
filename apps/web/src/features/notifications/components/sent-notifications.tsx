import { Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar } from '@/components/list-page/pagination-bar';
import { formatDateTime } from '@/lib/format';
import { notificationsQueries } from '../api/notifications-api';

/** What was sent to the class, with how many recipients have read each notification. */
export function SentNotifications({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({ ...notificationsQueries.history(classId, page), placeholderData: keepPreviousData });
  const rows = history.data?.data ?? [];
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('notifications.history')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('notifications.noHistory')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('notifications.titleField')}</TableCell>
              <TableCell>{t('notifications.sentAt')}</TableCell>
              <TableCell>{t('notifications.sentBy')}</TableCell>
              <TableCell>{t('notifications.readCount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Stack>
                    <Typography fontWeight={600}>{row.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                      {row.body}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>{row.sentBy ?? t('notifications.unknownSender')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.read === row.recipients && row.recipients > 0 ? 'success' : 'default'}
                    label={t('notifications.readOf', { read: row.read, total: row.recipients })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PaginationBar page={page} totalPages={history.data?.meta.pagination.total_pages ?? 1} onPageChange={setPage} />
    </Paper>
  );
}
