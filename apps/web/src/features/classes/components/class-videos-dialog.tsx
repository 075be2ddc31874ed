import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Link, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClassRow, ClassVideo } from '@backoffice/contract';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { DataTable } from '@/components/list-page/data-table';
import { toastError, toastSuccess } from '@/lib/toast';
import { classesQueries, useDeleteClassVideo } from '../api/classes-api';

const formatCreatedAt = (value: string) => new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The recorded videos of a class: open or remove each. Open while row is set. */
export function ClassVideosDialog({ row, onClose }: { row: ClassRow | null; onClose: () => void }) {
  const classId = row?.id ?? 0;
  const videos = useQuery({ ...classesQueries.videos(classId), enabled: row !== null });
  const deleteVideo = useDeleteClassVideo(classId);
  const [pendingDelete, setPendingDelete] = useState<ClassVideo | null>(null);

  useEffect(() => {
    if (videos.error) toastError(videos.error);
  }, [videos.error]);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      toastSuccess((await deleteVideo.mutateAsync(pendingDelete.id)).message);
    } catch (error) {
      toastError(error);
    } finally {
      setPendingDelete(null);
    }
  };

  return (
    <>
      <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="md">
        <DialogTitle>Videos of {row?.name}</DialogTitle>
        <DialogContent dividers>
          <DataTable
            rows={videos.data ?? []}
            firstNumber={1}
            isLoading={videos.isFetching}
            emptyText="No videos found"
            columns={[
              { header: 'Title', render: (video) => video.title },
              { header: 'Type', render: (video) => video.type },
              { header: 'Created At', render: (video) => formatCreatedAt(video.createdAt) },
              {
                header: 'Link',
                render: (video) =>
                  video.homeVideoUrl ? (
                    <Link href={video.homeVideoUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${video.title}`}>
                      Open <OpenInNewIcon sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                    </Link>
                  ) : (
                    '—'
                  ),
              },
              {
                header: 'Actions',
                align: 'right',
                render: (video) => (
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={`Delete ${video.title}`}
                      onClick={() => setPendingDelete(video)}
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
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDeleteDialog
        name={pendingDelete?.title ?? null}
        isPending={deleteVideo.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
