import {
  Button,
  Chip,
  Collapse,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailDeliveryStatus } from '@backoffice/contract';
import { PaginationBar } from '@/components/list-page/pagination-bar';
import { formatDateTime } from '@/lib/format';
import { emailQueries } from '../api/email-api';

const STATUS_COLOR: Record<EmailDeliveryStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  sent: 'success',
  failed: 'error',
};

function Recipients({ classId, emailId }: { classId: number; emailId: number }) {
  const { t } = useTranslation();
  const recipients = useQuery(emailQueries.recipients(classId, emailId));
  return (
    <Table size="small" aria-label={t('email.recipients')}>
      <TableBody>
        {(recipients.data?.data ?? []).map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.address}</TableCell>
            <TableCell>{r.studentName ? `${t(`email.kind.${r.kind}`)} · ${r.studentName}` : t(`email.kind.${r.kind}`)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATUS_COLOR[r.status]}
                label={t(`email.status.${r.status}`)}
                title={r.lastError ?? undefined}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The e-mails sent to the class and their delivery: queued, sent and failed, per recipient on demand. */
export function SentEmails({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const sent = useQuery({ ...emailQueries.sent(classId, page), placeholderData: keepPreviousData });
  const rows = sent.data?.data ?? [];
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('email.history')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('email.noHistory')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('email.subject')}</TableCell>
              <TableCell>{t('email.sentAt')}</TableCell>
              <TableCell>{t('email.progress')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <Fragment key={row.id}>
                <TableRow>
                  <TableCell>{row.subject}</TableCell>
                  <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" data-testid={`email-progress-${row.id}`}>
                      <Chip size="small" label={t('email.queuedCount', { count: row.pending })} />
                      <Chip size="small" color="success" label={t('email.sentCount', { count: row.sent })} />
                      <Chip
                        size="small"
                        color={row.failed > 0 ? 'error' : 'default'}
                        label={t('email.failedCount', { count: row.failed })}
                      />
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setOpenId(openId === row.id ? null : row.id)}
                      aria-expanded={openId === row.id}
                    >
                      {t('email.recipientsCount', { count: row.recipients })}
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 0, borderBottom: openId === row.id ? undefined : 0 }}>
                    <Collapse in={openId === row.id} unmountOnExit>
                      <Recipients classId={classId} emailId={row.id} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
      <PaginationBar page={page} totalPages={sent.data?.meta.pagination.total_pages ?? 1} onPageChange={setPage} />
    </Paper>
  );
}
