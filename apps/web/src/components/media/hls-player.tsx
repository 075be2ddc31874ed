import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endSessionIfRefused, signedInHeaders } from '@/lib/request-core';
import { getToken } from '@/lib/session-storage';
import { MovingWatermark } from './moving-watermark';

/** `url` with its grant replaced by the one in `latest` (urls without a grant are left alone). */
export function withLatestGrant(url: string, latest: string): string {
  const grant = new URL(latest, window.location.href).searchParams.get('grant');
  const next = new URL(url, window.location.href);
  if (!grant || !next.searchParams.has('grant')) return url;
  next.searchParams.set('grant', grant);
  return next.toString();
}

/** Our playlist and key addresses: they answer the grant only together with its viewer's sign-in. */
const SIGNED_IN_PATH = /^\/api\/home\/videos\/\d+\/hls\/(index\.m3u8|key)$/;
const isSignedInAddress = (address: string) => {
  const target = new URL(address, window.location.href);
  return target.origin === window.location.origin && SIGNED_IN_PATH.test(target.pathname);
};

/**
 * hls.js's set-up of each request: the address with the latest grant and, on our own playlist and key,
 * the viewer's bearer token and language as every call. Never on another origin's address, nor on the segments
 * (encrypted; the grant alone fetches them).
 */
export function prepareHlsRequest(xhr: XMLHttpRequest, url: string, latest: string, token: string | null) {
  const address = withLatestGrant(url, latest);
  xhr.open('GET', address, true);
  if (!token || !isSignedInAddress(address)) return;
  for (const [name, value] of Object.entries(signedInHeaders(token).headers)) xhr.setRequestHeader(name, value);
}

/** A 401 to our playlist or key (sent with the token) ends the session as every call's does. */
export function endSessionOnRefusedPlayback(response: { code?: number; url: string } | undefined, token: string | null) {
  if (response && isSignedInAddress(response.url)) endSessionIfRefused(response.code, token);
}

/**
 * Plays an HLS address (AES-128 segments, key behind a grant and the viewer's sign-in) with hls.js,
 * loaded with the player only, which sends the bearer token on the playlist and key. A browser without
 * Media Source (iOS before 17.1) plays HLS natively but cannot send that header, so it shows the failure.
 * The viewer's identity moves over the picture. A grant lasts minutes and a recorded session an hour or
 * more: when the caller renews the grant, `src` changes only in its grant, and every later playlist, key
 * and segment request carries the new one without restarting playback.
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
          xhrSetup: (xhr, url) => prepareHlsRequest(xhr, url, latestSrc.current, getToken()),
        });
        hls.on(Hls.Events.ERROR, (_, data) => {
          endSessionOnRefusedPlayback(data.response, getToken());
          if (data.fatal) setHasFailed(true);
        });
        hls.loadSource(latestSrc.current);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.addEventListener('error', () => setHasFailed(true), { once: true });
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
