import { Box, Button, Card, CardActionArea, CardContent, Collapse, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxNotification } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { RouteLoading } from '@/components/route-loading';
import { formatDateTime } from '@/lib/format';
import { studentCommsQueries, useMarkRead } from './api/student-comms-api';

function NotificationCard({ item, open, onOpen }: { item: InboxNotification; open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const unread = !item.readAt;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        borderInlineStart: 4,
        borderInlineStartColor: unread ? 'primary.main' : 'divider',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <CardActionArea onClick={onOpen} aria-expanded={open}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between">
              <Typography
                dir="auto"
                variant="subtitle1"
                component="h2"
                fontWeight={unread ? 700 : 400}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Typography>
              {unread && (
                <Typography variant="caption" color="primary" fontWeight={700} sx={{ flexShrink: 0 }}>
                  {t('student-comms.inbox.new')}
                </Typography>
              )}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('student-comms.inbox.from', { className: item.className, date: formatDateTime(item.createdAt) })}
            </Typography>
            <Collapse in={open} collapsedSize={0}>
              <Typography dir="auto" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', pt: 0.5 }}>
                {item.body}
              </Typography>
            </Collapse>
            {!open && (
              <Typography dir="auto" variant="body2" color="text.secondary" noWrap>
                {item.body}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The student's notifications, newest first: unread ones stand out; opening one shows it whole and marks it read. */
export function StudentInboxPage() {
  const { t } = useTranslation();
  const inbox = useInfiniteQuery(studentCommsQueries.inbox());
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);
  if (inbox.isPending) return <RouteLoading />;
  const items = inbox.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = inbox.data?.pages.at(-1)?.meta.unread ?? 0;

  const onOpen = (item: InboxNotification) => {
    setOpenId((current) => (current === item.id ? null : item.id));
    if (!item.readAt) markRead.mutate(item.id);
  };

  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('student-comms.inbox.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {unread > 0 ? t('student-comms.inbox.unread', { count: unread }) : t('student-comms.inbox.allRead')}
        </Typography>
      </Box>
      {items.length === 0 && <EmptyState text={t('student-comms.inbox.empty')} />}
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} open={openId === item.id} onOpen={() => onOpen(item)} />
      ))}
      {inbox.hasNextPage && (
        <Button onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage}>
          {t('student-comms.inbox.more')}
        </Button>
      )}
    </Stack>
  );
}
