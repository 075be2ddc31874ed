import { Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { MeetingParticipant } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatDateTime } from '@/lib/format';
import { meetingsQueries } from './api/meetings-api';
import { useMeetingTexts } from './meeting-texts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/** A meeting's topic, class, type, meeting id, duration and password, and who joined, when, for how long. */
export function MeetingParticipantsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const texts = useMeetingTexts();
  const meeting = useQuery(meetingsQueries.one(id));
  const m = meeting.data;
  return (
    <>
      {m && (
        <Paper sx={{ p: 2, mb: 2 }}>
          <Stack direction="row" flexWrap="wrap" gap={3}>
            <Detail label={t('meetings.topic')} value={m.topic} />
            <Detail label={t('meetings.class')} value={m.classes.map((c) => c.name).join(', ')} />
            <Detail label={t('meetings.type')} value={texts.typeOf(m)} />
            <Detail label={t('meetings.meetingId')} value={m.meeting_id ?? t('meetings.none')} />
            <Detail label={t('meetings.duration')} value={texts.duration(m.duration)} />
            <Detail label={t('meetings.password')} value={m.password || t('meetings.none')} />
          </Stack>
        </Paper>
      )}
      <ListPage
        title={t('meetings.participantsTitle')}
        emptyText={t('meetings.noParticipants')}
        listQuery={meetingsQueries.participants(id)}
        isSearchable={false}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('meetings.student'), render: (p: MeetingParticipant) => p.name, keepOnPhone: true },
          { header: t('meetings.email'), render: (p: MeetingParticipant) => p.email },
          { header: t('meetings.joinedAt'), render: (p: MeetingParticipant) => formatDateTime(p.joinedAt) },
          {
            header: t('meetings.timeInCall'),
            render: (p: MeetingParticipant) => (p.duration === null ? t('meetings.notReported') : texts.duration(p.duration)),
          },
        ]}
      />
    </>
  );
}
