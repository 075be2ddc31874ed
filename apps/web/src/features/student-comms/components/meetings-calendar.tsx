import { ButtonBase, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeMeeting } from '@backoffice/contract';
import { MonthCalendar } from '@/components/month-calendar/month-calendar';
import { useMonthParam } from '@/components/month-calendar/use-month-param';
import { formatTime } from '@/lib/format';
import { MeetingCard } from './meeting-card';

/** The meetings on a month calendar (?month=YYYY-MM); choosing one shows its card, with Join, below. */
export function MeetingsCalendar({ meetings }: { meetings: HomeMeeting[] }) {
  const { t } = useTranslation();
  const [month, setMonth] = useMonthParam();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = meetings.find((meeting) => meeting.id === chosenId);
  return (
    <>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        items={meetings}
        dateOf={(meeting) => meeting.startDate}
        keyOf={(meeting) => meeting.id}
        compact
        renderItem={(meeting) => (
          <ButtonBase
            onClick={() => setChosenId(meeting.id)}
            aria-pressed={meeting.id === chosenId}
            title={meeting.topic}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'start',
              px: 0.5,
              py: 0.25,
              borderRadius: 1,
              bgcolor: meeting.id === chosenId ? 'primary.main' : 'primary.light',
              color: 'primary.contrastText',
            }}
          >
            <Typography variant="caption" component="div" fontWeight={700}>
              {formatTime(meeting.startTimes)}
            </Typography>
            <Typography variant="caption" component="div" noWrap dir="auto">
              {meeting.topic}
            </Typography>
          </ButtonBase>
        )}
      />
      {chosen ? (
        <MeetingCard meeting={chosen} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(meetings.length === 0 ? 'student-comms.meetings.empty' : 'student-comms.meetings.choose')}
        </Typography>
      )}
    </>
  );
}
