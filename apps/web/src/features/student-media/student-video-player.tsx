import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HlsPlayer } from '@/components/media/hls-player';
import { videoCipherQuery } from '@/components/media/video-cipher';
import { useStudentMe } from '@/features/student-auth/api/student-auth-api';
import type { StudentVideo } from './api/student-media-api';
import { useProgressReporter } from './use-progress-reporter';

/** One video of the student's: a secure one through a fresh grant (with progress reports), else its embed. */
export function StudentVideoPlayer({ video }: { video: StudentVideo }) {
  const { t } = useTranslation();
  const me = useStudentMe().data;
  const cipher = useQuery({ ...videoCipherQuery(video.id), enabled: video.isSecure });
  const progress = useProgressReporter(video.id);
  if (!video.isSecure) {
    return video.homeVideoUrl ? (
      <Box
        component="iframe"
        src={video.homeVideoUrl}
        title={video.title}
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
      />
    ) : (
      <Typography>{t('videos.noEmbed')}</Typography>
    );
  }
  if (cipher.isPending) return <CircularProgress aria-label={t('videos.loading')} />;
  if (!cipher.data) return <Typography color="error">{t('media.playFailed')}</Typography>;
  return (
    <HlsPlayer
      src={cipher.data.playbackInfo}
      watermark={me?.email ?? me?.name ?? ''}
      onProgress={progress.onTime}
      onStop={progress.onStop}
    />
  );
}
