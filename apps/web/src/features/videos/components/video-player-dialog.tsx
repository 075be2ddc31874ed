import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Video } from '@backoffice/contract';
import { HlsPlayer } from '@/components/media/hls-player';
import { useCurrentUser } from '@/lib/current-user';
import { videosQueries } from '../api/videos-api';

/** Plays a secure video through a fresh grant, or shows a non-secure one's embedded player. */
export function VideoPlayerDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const isSecure = Boolean(video?.isSecure);
  const cipher = useQuery({ ...videosQueries.cipher(video?.id ?? 0), enabled: isSecure && video?.status === 'ready' });
  return (
    <Dialog open={video !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{video?.title}</DialogTitle>
      <DialogContent dividers>
        {video && !isSecure && video.homeVideoUrl && (
          <Box
            component="iframe"
            src={video.homeVideoUrl}
            title={video.title}
            allow="encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          />
        )}
        {video && !isSecure && !video.homeVideoUrl && <Typography>{t('videos.noEmbed')}</Typography>}
        {isSecure && video?.status !== 'ready' && <Typography>{t(`videos.status.${video?.status ?? 'uploaded'}`)}</Typography>}
        {isSecure && cipher.isPending && video?.status === 'ready' && <CircularProgress aria-label={t('videos.loading')} />}
        {cipher.data && <HlsPlayer src={cipher.data.playbackInfo} watermark={user?.email ?? user?.name ?? ''} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
