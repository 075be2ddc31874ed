import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRow, ClassVideo } from '@backoffice/contract';
import { VideoPlayerDialog } from '@/components/media/video-player-dialog';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { DataTable } from '@/components/list-page/data-table';
import { formatDateTime } from '@/lib/format';
import { classesQueries, useDeleteClassVideo } from '../api/classes-api';

/**
 * The recorded videos of a class: open or remove each. Open while row is set. A secure video opens in the
 * player through a grant (a plain link could carry no token); another opens its own page.
 */
export function ClassVideosDialog({ row, onClose }: { row: ClassRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const classId = row?.id ?? 0;
  const videos = useQuery({ ...classesQueries.videos(classId), enabled: row !== null });
  const deleteVideo = useDeleteClassVideo(classId);
  const deletion = useConfirmDelete<ClassVideo>({ mutation: deleteVideo, nameOf: (video) => video.title });
  const [playing, setPlaying] = useState<ClassVideo | null>(null);
  const openLabel = (video: ClassVideo) => t('classes.videosDialog.openNamed', { name: video.title });

  return (
    <>
      <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>{t('classes.videosOf', { name: row?.name ?? '' })}</DialogTitle>
        <DialogContent dividers>
          <DataTable
            rows={videos.data ?? []}
            firstNumber={1}
            isLoading={videos.isFetching}
            emptyText={t('classes.videosDialog.empty')}
            columns={[
              { header: t('classes.videosDialog.title'), render: (video) => video.title },
              { header: t('classes.videosDialog.type'), render: (video) => video.type },
              {
                header: t('classes.videosDialog.createdAt'),
                render: (video) => (
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(video.createdAt)}
                  </Box>
                ),
              },
              {
                header: t('classes.videosDialog.link'),
                render: (video) =>
                  video.isSecure ? (
                    <Link component="button" type="button" onClick={() => setPlaying(video)} aria-label={openLabel(video)}>
                      {t('classes.videosDialog.open')}
                    </Link>
                  ) : video.homeVideoUrl ? (
                    <Link href={video.homeVideoUrl} target="_blank" rel="noopener noreferrer" aria-label={openLabel(video)}>
                      {t('classes.videosDialog.open')} <OpenInNewIcon sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                    </Link>
                  ) : (
                    '—'
                  ),
              },
              {
                header: t('common.actions'),
                align: 'right',
                render: (video) => (
                  <Tooltip title={t('common.delete')}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('common.deleteNamed', { name: video.title })}
                      onClick={() => deletion.ask(video)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ),
              },
            ]}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
      {deletion.dialog}
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
