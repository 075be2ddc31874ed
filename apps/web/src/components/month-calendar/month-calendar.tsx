import { alpha, Box, Button, IconButton, LinearProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth, formatWeekday } from '@/lib/format';
import { NextIcon, PreviousIcon } from '../directional-icons';
import { addMonths, monthOf, monthWeeks, toIsoDate, type Month } from './calendar-dates';

type MonthCalendarProps<T> = {
  month: Month;
  onMonthChange: (month: Month) => void;
  items: T[];
  /** The item's day, YYYY-MM-DD. */
  dateOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  isLoading?: boolean;
  /** Buttons beside the month navigation (Add Event…). */
  actions?: ReactNode;
  /** Today's date; a parameter so tests can fix it. */
  today?: Date;
  /** Seven columns that always fit the width (a phone), with shorter days, instead of scrolling sideways. */
  compact?: boolean;
};

/** A month grid, weeks from Saturday to Friday, with the items of each day; today is highlighted. */
export function MonthCalendar<T>(props: MonthCalendarProps<T>) {
  const { month, onMonthChange, items, dateOf, keyOf, renderItem, isLoading, actions, today = new Date(), compact } = props;
  const row = compact ? compactRowSx : rowSx;
  const todayIso = toIsoDate(today);
  const byDay = new Map<string, T[]>();
  for (const item of items) byDay.set(dateOf(item), [...(byDay.get(dateOf(item)) ?? []), item]);
  const { t } = useTranslation();
  const title = formatMonth(new Date(month.year, month.month - 1, 1));
  const weeks = monthWeeks(month);
  const weekdays = weeks[0].map((day) => ({ key: day.getDay(), long: formatWeekday(day, 'long'), short: formatWeekday(day) }));

  return (
    <Paper>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Tooltip title={t('common.previousMonth')}>
          <IconButton aria-label={t('common.previousMonth')} onClick={() => onMonthChange(addMonths(month, -1))}>
            <PreviousIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ minWidth: 170, textAlign: 'center' }}>
          {title}
        </Typography>
        <Tooltip title={t('common.nextMonth')}>
          <IconButton aria-label={t('common.nextMonth')} onClick={() => onMonthChange(addMonths(month, 1))}>
            <NextIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" variant="outlined" onClick={() => onMonthChange(monthOf(today))}>
          {t('common.today')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      {isLoading ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
      <Box role="grid" aria-label={title} sx={{ overflowX: 'auto' }}>
        <Box role="row" sx={row}>
          {weekdays.map((weekday) => (
            <Box role="columnheader" key={weekday.key} sx={{ ...headerSx, ...(compact && compactHeaderSx) }}>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {weekday.long}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { xs: 'inline', md: 'none' } }}>
                {weekday.short}
              </Box>
            </Box>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box role="row" key={toIsoDate(week[0])} sx={row}>
            {week.map((day) => {
              const iso = toIsoDate(day);
              const isToday = iso === todayIso;
              const isOtherMonth = day.getMonth() + 1 !== month.month;
              return (
                <Box
                  role="gridcell"
                  key={iso}
                  data-date={iso}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    ...cellSx,
                    ...(compact && compactCellSx),
                    bgcolor: (theme) =>
                      isToday
                        ? alpha(theme.palette.primary.main, 0.08)
                        : isOtherMonth
                          ? theme.palette.action.hover
                          : theme.palette.background.paper,
                  }}
                >
                  <Typography
                    variant="caption"
                    sx={{
                      ...dayNumberSx,
                      // Days of the months around stay readable (4.5:1): set apart by their grey cell and lighter weight.
                      color: isToday ? 'primary.contrastText' : isOtherMonth ? 'text.secondary' : 'text.primary',
                      fontWeight: isOtherMonth ? 400 : 600,
                      bgcolor: isToday ? 'primary.main' : undefined,
                    }}
                  >
                    {day.getDate()}
                  </Typography>
                  <Stack spacing={0.5}>
                    {(byDay.get(iso) ?? []).map((item) => (
                      <Box key={keyOf(item)}>{renderItem(item)}</Box>
                    ))}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

const rowSx = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))' };
const compactRowSx = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' };
const headerSx = {
  px: 1,
  py: 0.75,
  fontWeight: 600,
  fontSize: 13,
  color: 'text.secondary',
  borderBottom: 1,
  borderColor: 'divider',
};
const cellSx = { minHeight: 112, p: 0.75, borderRight: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 };
const compactCellSx = { minHeight: 72, p: 0.25 };
const compactHeaderSx = {
  fontSize: 11,
  px: 0.25,
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const dayNumberSx = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontWeight: 600,
  mb: 0.5,
};
