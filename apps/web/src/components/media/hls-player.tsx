import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MovingWatermark } from './moving-watermark';

/** `url` with its grant replaced by the one in `latest` (urls without a grant are left alone). */
export function withLatestGrant(url: string, latest: string): string {
  const grant = new URL(latest, window.location.href).searchParams.get('grant');
  const next = new URL(url, window.location.href);
  if (!grant || !next.searchParams.has('grant')) return url;
  next.searchParams.set('grant', grant);
  return next.toString();
}

/**
 * Plays an HLS address (AES-128 segments, key behind a grant) with hls.js, loaded with the player only;
 * Safari plays HLS natively. The viewer's identity moves over the picture. A grant lasts minutes and a
 * recorded session an hour or more: when the caller renews the grant, `src` changes only in its grant,
 * and every later playlist, key and segment request carries the new one without restarting playback.
 */
export function HlsPlayer({
  src,
  watermark,
  onProgress,
  onStop,
}: {
  src: string;
  watermark: string;
  onProgress?: (seconds: number, duration: number) => void;
  /** Paused or played to the end. */
  onStop?: (seconds: number, duration: number) => void;
}) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const latestSrc = useRef(src);
  const [hasFailed, setHasFailed] = useState(false);
  const address = src.split('?')[0];

  useEffect(() => {
    latestSrc.current = src;
  }, [src]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let destroy = () => {};
    let isCancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (isCancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          xhrSetup: (xhr, url) => xhr.open('GET', withLatestGrant(url, latestSrc.current), true),
        });
        hls.on(Hls.Events.ERROR, (_, data) => {
          if (data.fatal) setHasFailed(true);
        });
        hls.loadSource(latestSrc.current);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = latestSrc.current;
      } else {
        setHasFailed(true);
      }
    });
    return () => {
      isCancelled = true;
      destroy();
    };
  }, [address]);

  return (
    <Box sx={{ position: 'relative', bgcolor: 'black', overflow: 'hidden' }} onContextMenu={(event) => event.preventDefault()}>
      <video
        ref={videoRef}
        controls
        controlsList="nodownload"
        disablePictureInPicture
        style={{ width: '100%', maxHeight: '70vh', display: 'block' }}
        onTimeUpdate={(event) => onProgress?.(event.currentTarget.currentTime, event.currentTarget.duration)}
        onPause={(event) => onStop?.(event.currentTarget.currentTime, event.currentTarget.duration)}
        onEnded={(event) => onStop?.(event.currentTarget.currentTime, event.currentTarget.duration)}
        data-testid="video-player"
      />
      <MovingWatermark text={watermark} />
      {hasFailed && (
        <Typography color="error" sx={{ p: 2, bgcolor: 'background.paper' }}>
          {t('media.playFailed')}
        </Typography>
      )}
    </Box>
  );
}
