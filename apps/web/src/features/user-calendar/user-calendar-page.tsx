import { Box, Typography } from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userCalendarApi } from '@backoffice/contract';
import { visibleRange } from '@/components/month-calendar/calendar-dates';
import { MonthCalendar } from '@/components/month-calendar/month-calendar';
import { useMonthParam } from '@/components/month-calendar/use-month-param';
import { PageHeader } from '@/components/page-header';
import { call } from '@/lib/api-client';
import { formatTime } from '@/lib/format';


/** The signed-in user's class sessions on the days shown. */
const calendarQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['user-calendar', range] as const,
    queryFn: ({ signal }) => call(userCalendarApi.list, { query: range, signal }),
    select: (response) => response.data.items,
  });

/** Calendar (/user-calendar): a month of the user's class sessions, title and time. */
export function UserCalendarPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useMonthParam();
  const items = useQuery(calendarQuery(visibleRange(month)));

  return (
    <>
      <PageHeader title={t('user-calendar.title')} />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        items={items.data ?? []}
        dateOf={(item) => item.date}
        keyOf={(item) => item.id}
        isLoading={items.isFetching}
        renderItem={(item) => (
          <Box
            sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'secondary.light', borderLeft: 3, borderColor: 'secondary.dark' }}
          >
            <Typography variant="caption" component="div" fontWeight={700} noWrap dir="auto" title={item.title}>
              {item.title}
            </Typography>
            <Typography variant="caption" component="div">
              {formatTime(item.startTime)}
            </Typography>
          </Box>
        )}
      />
    </>
  );
}
