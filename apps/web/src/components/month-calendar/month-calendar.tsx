import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { alpha, Box, Button, IconButton, LinearProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { WEEKDAYS } from '@backoffice/contract';
import { addMonths, monthOf, monthTitle, monthWeeks, toIsoDate, type Month } from './calendar-dates';

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
};

/** A month grid, weeks from Saturday to Friday, with the items of each day; today is highlighted. */
export function MonthCalendar<T>(props: MonthCalendarProps<T>) {
  const { month, onMonthChange, items, dateOf, keyOf, renderItem, isLoading, actions, today = new Date() } = props;
  const todayIso = toIsoDate(today);
  const byDay = new Map<string, T[]>();
  for (const item of items) byDay.set(dateOf(item), [...(byDay.get(dateOf(item)) ?? []), item]);
  const title = monthTitle(month);

  return (
    <Paper>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ p: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Tooltip title="Previous month">
          <IconButton aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ minWidth: 170, textAlign: 'center' }}>
          {title}
        </Typography>
        <Tooltip title="Next month">
          <IconButton aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" variant="outlined" onClick={() => onMonthChange(monthOf(today))}>
          Today
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
      </Stack>
      {isLoading ? <LinearProgress aria-label="Loading" /> : <Box sx={{ height: 4 }} />}
      <Box role="grid" aria-label={title} sx={{ overflowX: 'auto' }}>
        <Box role="row" sx={rowSx}>
          {WEEKDAYS.map((weekday) => (
            <Box role="columnheader" key={weekday} sx={headerSx}>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {weekday}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { xs: 'inline', md: 'none' } }}>
                {weekday.slice(0, 3)}
              </Box>
            </Box>
          ))}
        </Box>
        {monthWeeks(month).map((week) => (
          <Box role="row" key={toIsoDate(week[0])} sx={rowSx}>
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
                      color: isToday ? 'primary.contrastText' : isOtherMonth ? 'text.disabled' : 'text.secondary',
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
const dayNumberSx = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontWeight: 600,
  mb: 0.5,
};
