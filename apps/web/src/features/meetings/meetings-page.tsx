import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PeopleIcon from '@mui/icons-material/People';
import { Chip, IconButton, Link, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Meeting } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatDate } from '@/lib/format';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { meetingsQueries, useDeleteMeeting } from './api/meetings-api';
import { MeetingFormDialog } from './components/meeting-form-dialog';
import { useMeetingTexts } from './meeting-texts';

/** Meetings: topic, meeting or webinar badge, classes, type, meeting id, duration, password, join link (copy). */
export function MeetingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts = useMeetingTexts();
  const deleteMeeting = useDeleteMeeting();
  const [dialog, setDialog] = useState<{ meeting: Meeting | null } | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('meetings.linkCopied'));
    } catch {
      toastErrorText(t('meetings.copyFailed'));
    }
  };

  return (
    <>
      <ListPage
        title={t('meetings.title')}
        emptyText={t('meetings.empty')}
        listQuery={meetingsQueries.list}
        columns={[
          { header: t('meetings.topic'), render: (m: Meeting) => m.topic, keepOnPhone: true, width: 200 },
          {
            header: t('meetings.mainType'),
            render: (m: Meeting) => (
              <Chip
                size="small"
                color={m.main_type === 'webinar' ? 'secondary' : 'primary'}
                label={t(`meetings.kind.${m.main_type}`)}
              />
            ),
          },
          { header: t('meetings.classes'), render: (m: Meeting) => m.classes.map((c) => c.name).join(', ') },
          { header: t('meetings.type'), render: (m: Meeting) => texts.typeOf(m) },
          { header: t('meetings.meetingId'), render: (m: Meeting) => m.meeting_id ?? t('meetings.none') },
          { header: t('meetings.start'), render: (m: Meeting) => `${formatDate(m.startDate)} ${m.startTimes}` },
          { header: t('meetings.duration'), render: (m: Meeting) => texts.duration(m.duration) },
          { header: t('meetings.password'), render: (m: Meeting) => m.password || t('meetings.none') },
          {
            header: t('meetings.joinLink'),
            render: (m: Meeting) => (
              <Stack direction="row" alignItems="center" spacing={0.5} onClick={(event) => event.stopPropagation()}>
                <Link href={m.join_url} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ maxWidth: 140 }} noWrap>
                  {m.join_url}
                </Link>
                <Tooltip title={t('meetings.copyLink')}>
                  <IconButton
                    size="small"
                    aria-label={t('meetings.copyLinkOf', { topic: m.topic })}
                    onClick={() => void copy(m.join_url)}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            ),
          },
        ]}
        onAdd={() => setDialog({ meeting: null })}
        onRowClick={(meeting) => setDialog({ meeting })}
        rowActions={(meeting) => (
          <Tooltip title={t('meetings.participants')}>
            <IconButton
              size="small"
              aria-label={t('meetings.participantsOf', { topic: meeting.topic })}
              onClick={() => void navigate(`/meetings/${meeting.id}`)}
            >
              <PeopleIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        deletion={{ nameOf: (meeting) => meeting.topic, mutation: deleteMeeting }}
      />
      <MeetingFormDialog open={dialog !== null} meeting={dialog?.meeting ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
