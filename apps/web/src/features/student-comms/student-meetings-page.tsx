import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { RouteLoading } from '@/components/route-loading';
import { studentCommsQueries } from './api/student-comms-api';
import { MeetingCard } from './components/meeting-card';
import { MeetingsCalendar } from './components/meetings-calendar';

/** The upcoming meetings and webinars of the student's classes, soonest first, as a list or on a month calendar (?view=calendar). */
export function StudentMeetingsPage() {
  const { t } = useTranslation();
  const meetings = useQuery(studentCommsQueries.meetings());
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const setView = (next: 'list' | 'calendar' | null) =>
    next &&
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'calendar') updated.set('view', 'calendar');
      else updated.delete('view');
      return updated;
    });
  if (meetings.isPending) return <RouteLoading />;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
        <Typography variant="h5" component="h1">
          {t('student-comms.meetings.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'list' | 'calendar' | null) => setView(next)}
          aria-label={t('student-comms.meetings.view')}
        >
          <ToggleButton value="list">{t('student-comms.meetings.list')}</ToggleButton>
          <ToggleButton value="calendar">{t('student-comms.meetings.calendar')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'calendar' ? (
        <MeetingsCalendar meetings={meetings.data ?? []} />
      ) : (
        <>
          {meetings.data?.length === 0 && <EmptyState text={t('student-comms.meetings.empty')} />}
          {meetings.data?.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} />
          ))}
        </>
      )}
    </Stack>
  );
}
