import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassVideo } from '@backoffice/contract';
import { useCurrentUser } from '@/lib/current-user';
import { HlsPlayer } from './hls-player';
import { videoCipherQuery } from './video-cipher';

/** What the player needs of a video: the library's rows and a class's videos both have it. */
type PlayableVideo = Pick<ClassVideo, 'id' | 'title' | 'isSecure' | 'status' | 'homeVideoUrl'>;

/** Plays a secure video through a fresh grant, or shows a non-secure one's embedded player. */
export function VideoPlayerDialog({ video, onClose }: { video: PlayableVideo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const isSecure = Boolean(video?.isSecure);
  const cipher = useQuery({ ...videoCipherQuery(video?.id ?? 0), enabled: isSecure && video?.status === 'ready' });
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
