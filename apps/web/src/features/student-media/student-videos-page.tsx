import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { RouteLoading } from '@/components/route-loading';
import { formatDate } from '@/lib/format';
import { studentMediaQueries } from './api/student-media-api';
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
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {t('student-media.videos.title')}
      </Typography>
      {videos.data?.length === 0 && <EmptyState text={t('student-media.videos.empty')} />}
      {videos.data?.map((video) => (
        <Card key={video.id} variant="outlined">
          <CardActionArea onClick={() => setParams({ video: String(video.id) })}>
            <CardContent>
              <Stack direction="row" alignItems="center" spacing={1.5}>
                <PlayCircleIcon color="primary" fontSize="large" />
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" noWrap>
                    {video.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('student-media.added', { date: formatDate(video.createdAt) })}
                  </Typography>
                </Stack>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
