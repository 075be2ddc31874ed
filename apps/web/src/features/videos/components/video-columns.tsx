import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Checkbox, Chip, IconButton, Link, Tooltip } from '@mui/material';
import type { TFunction } from 'i18next';
import type { Video } from '@backoffice/contract';
import type { Column } from '@/components/list-page/data-table';
import { formatDateTime } from '@/lib/format';

const STATUS_COLOR = { uploaded: 'warning', ready: 'success', failed: 'error' } as const;

type ColumnsOptions = {
  t: TFunction;
  selected: Set<number>;
  onToggle: (id: number) => void;
  onPlay: (video: Video) => void;
};

/** Recorded Sessions columns: tick, title (plays), secure, type, status, created date, classes. */
export function videoColumns({ t, selected, onToggle, onPlay }: ColumnsOptions): Column<Video>[] {
  return [
    {
      header: '',
      width: 48,
      keepOnPhone: true,
      render: (video) => (
        <Checkbox
          checked={selected.has(video.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(video.id)}
          inputProps={{ 'aria-label': t('videos.selectNamed', { name: video.title }) }}
        />
      ),
    },
    {
      header: t('videos.columns.title'),
      render: (video) => (
        <Link
          component="button"
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onPlay(video);
          }}
        >
          {video.title}
        </Link>
      ),
    },
    { header: t('videos.columns.secure'), render: (video) => (video.isSecure ? t('videos.yes') : t('videos.no')) },
    { header: t('videos.columns.type'), render: (video) => video.type },
    {
      header: t('videos.columns.status'),
      render: (video) => (
        <Tooltip title={video.failureReason ?? ''}>
          <Chip size="small" color={STATUS_COLOR[video.status]} label={t(`videos.status.${video.status}`)} />
        </Tooltip>
      ),
    },
    {
      header: t('videos.columns.createdAt'),
      render: (video) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(video.createdAt)}
        </Box>
      ),
    },
    { header: t('videos.columns.classes'), render: (video) => video.classes.map((option) => option.name).join(', ') },
  ];
}

/** The copy-URL action: a plain video's player address, or the screen that plays a secure one. */
export function CopyUrlButton({ video, onCopy, label }: { video: Video; onCopy: (url: string) => void; label: string }) {
  const url = video.homeVideoUrl ?? `${window.location.origin}/videos?play=${video.id}`;
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => onCopy(url)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
