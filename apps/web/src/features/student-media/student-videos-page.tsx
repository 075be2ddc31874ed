import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { studentMediaQueries } from './api/student-media-api';
import { StudentMediaList } from './student-media-list';
import { StudentVideoPlayer } from './student-video-player';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** The videos of my classes: a list; one opens its player on the same page (?video=id, so Back closes it). */
export function StudentVideosPage() {
  const { t } = useTranslation();
  const videos = useQuery(studentMediaQueries.videos());
  const [params, setParams] = useSearchParams();
  if (videos.isPending) return <RouteLoading />;
  const playing = videos.data?.find((video) => String(video.id) === params.get('video'));
  if (playing) {
    return (
      <Stack spacing={1.5}>
        <Button startIcon={<ArrowBackIcon sx={flipInRtl} />} onClick={() => setParams({})} sx={{ alignSelf: 'flex-start' }}>
          {t('student-media.back')}
        </Button>
        <Typography variant="h6" component="h1">
          {playing.title}
        </Typography>
        <StudentVideoPlayer key={playing.id} video={playing} />
      </Stack>
    );
  }
  return (
    <StudentMediaList
      title={t('student-media.videos.title')}
      emptyText={t('student-media.videos.empty')}
      items={videos.data}
      icon={<PlayCircleIcon color="primary" fontSize="large" />}
      onOpen={(video) => setParams({ video: String(video.id) })}
    />
  );
}
