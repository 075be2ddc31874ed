import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomeMeeting } from '@backoffice/contract';
import { formatDate, formatTime } from '@/lib/format';
import { useJoinMeeting } from '../api/student-comms-api';

/**
 * Opens the join link in a new tab once the server has recorded the join. The tab is opened at the
 * click (a tab opened after an await is blocked as a pop-up) and sent on when the link arrives;
 * where no tab may be opened, this page goes to the link itself.
 */
async function joinAndOpen(join: () => Promise<string>) {
  const tab = window.open('', '_blank');
  try {
    const url = await join();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch {
    tab?.close();
  }
}

/** A meeting: topic, kind, when and how long, classes, agenda, password and Join. */
export function MeetingCard({ meeting }: { meeting: HomeMeeting }) {
  const { t } = useTranslation();
  const join = useJoinMeeting();
  const hours = Math.floor(meeting.duration / 60);
  const minutes = meeting.duration % 60;
  const duration =
    hours === 0 ? t('student-comms.meetings.minutes', { minutes }) : t('student-comms.meetings.duration', { hours, minutes });
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
            <Typography
              dir="auto"
              variant="subtitle1"
              component="h2"
              fontWeight={700}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {meeting.topic}
            </Typography>
            <Chip
              size="small"
              color={meeting.main_type === 'webinar' ? 'secondary' : 'primary'}
              label={t(`student-comms.meetings.kind.${meeting.main_type}`)}
            />
          </Stack>
          <Typography variant="body2" fontWeight={700}>
            {t('student-comms.meetings.when', {
              date: formatDate(meeting.startDate),
              time: formatTime(meeting.startTimes),
              duration,
            })}
          </Typography>
          {meeting.classes.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {meeting.classes.join(', ')}
            </Typography>
          )}
          {meeting.agenda && (
            <Typography dir="auto" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {meeting.agenda}
            </Typography>
          )}
          {meeting.password && (
            <Typography variant="body2" color="text.secondary">
              {t('student-comms.meetings.password', { password: meeting.password })}
            </Typography>
          )}
          <Stack direction="row">
            <Button
              variant="contained"
              startIcon={<VideocamIcon />}
              disabled={join.isPending}
              onClick={() => void joinAndOpen(async () => (await join.mutateAsync(meeting.id)).data.join_url)}
              aria-label={t('student-comms.meetings.joinNamed', { topic: meeting.topic })}
            >
              {join.isPending ? t('student-comms.meetings.joining') : t('student-comms.meetings.join')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
