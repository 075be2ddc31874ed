import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Video } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { useAssignSelected } from '@/components/media/use-assign-selected';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { useAssignVideos, useDeleteVideo, videosQueries, type VideosListParams } from './api/videos-api';
import { CopyUrlButton, videoColumns } from './components/video-columns';
import { VideoFormDialog } from './components/video-form-dialog';
import { VideoPlayerDialog } from '@/components/media/video-player-dialog';

const SECURE_FILTERS = ['', '1', '0'] as const;

/** Recorded Sessions (/videos): secure filter and search in the URL, ticked rows assigned to classes. */
export function VideosPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSecure = (SECURE_FILTERS as readonly string[]).includes(searchParams.get('is_secure') ?? '')
    ? ((searchParams.get('is_secure') ?? '') as VideosListParams['isSecure'])
    : '';
  const playId = Number(searchParams.get('play')) || null;
  const deleteVideo = useDeleteVideo();
  const assignVideos = useAssignVideos();
  const {
    selected,
    toggle,
    button: assignButton,
    dialog: assignDialog,
  } = useAssignSelected((videosId, classesId) => assignVideos.mutateAsync({ videosId, classesId }));
  const [dialog, setDialog] = useState<{ video: Video | null } | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);
  const listQuery = (params: { q: string; page: number }) => videosQueries.list({ ...params, isSecure });
  // A shared link (/videos?play=id) opens that video's player once the list holds it.
  const list = useQuery({
    ...listQuery({ q: searchParams.get('q') ?? '', page: Number(searchParams.get('page')) || 1 }),
    enabled: playId !== null,
  });
  const linked = playId ? (list.data?.data.find((video) => video.id === playId) ?? null) : null;

  const setParam = (name: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name === 'is_secure') next.delete('page');
      return next;
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('videos.copied'));
    } catch {
      toastErrorText(url);
    }
  };

  return (
    <>
      <ListPage
        title={t('videos.title')}
        emptyText={t('videos.empty')}
        listQuery={listQuery}
        columns={videoColumns({ t, selected, onToggle: toggle, onPlay: setPlaying })}
        onAdd={() => setDialog({ video: null })}
        onRowClick={(video) => setDialog({ video })}
        deletion={{ nameOf: (video) => video.title, mutation: deleteVideo }}
        rowActions={(video) => <CopyUrlButton video={video} label={t('videos.copyUrl')} onCopy={(url) => void copy(url)} />}
        actions={assignButton}
        filters={
          <TextField
            select
            size="small"
            label={t('videos.secureFilter')}
            value={isSecure}
            onChange={(event) => setParam('is_secure', event.target.value)}
            sx={{ minWidth: 180 }}
            SelectProps={{ displayEmpty: true }}
            InputLabelProps={{ shrink: true }}
          >
            <MenuItem value="">{t('videos.all')}</MenuItem>
            <MenuItem value="1">{t('videos.yes')}</MenuItem>
            <MenuItem value="0">{t('videos.no')}</MenuItem>
          </TextField>
        }
      />
      <VideoFormDialog open={dialog !== null} video={dialog?.video ?? null} onClose={() => setDialog(null)} />
      <VideoPlayerDialog
        video={playing ?? linked}
        onClose={() => {
          setPlaying(null);
          if (playId) setParam('play', '');
        }}
      />
      {assignDialog}
    </>
  );
}
