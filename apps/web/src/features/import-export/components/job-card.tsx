import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ImportExportJob } from '@backoffice/contract';
import { StatusBadge } from '@/components/status-badge';

type JobCardProps = {
  job: ImportExportJob;
  isDownloading: boolean;
  onDownload: (job: ImportExportJob) => void;
  onShowErrors: (job: ImportExportJob) => void;
};

const dateOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One job: status, date, file (export) or entity (import), error; Download or Show Errors when they apply. */
export function JobCard({ job, isDownloading, onDownload, onShowErrors }: JobCardProps) {
  const isExport = job.type === 'export';
  const canDownload = isExport && job.status === 'completed' && Boolean(job.url);
  const canShowErrors = !isExport && job.status === 'failed' && Boolean(job.errors_json?.length);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-label={`${job.type} ${job.id}`}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <StatusBadge status={job.status} />
          <Typography variant="caption" color="text.secondary">
            {dateOf(job.created_at)}
          </Typography>
        </Stack>
        <Typography fontWeight={600} sx={{ wordBreak: 'break-all' }}>
          {isExport ? job.file_name : job.entity_type}
        </Typography>
        {!isExport && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {job.file_name}
          </Typography>
        )}
        {job.error_message && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {job.error_message}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {isExport ? (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            disabled={!canDownload || isDownloading}
            onClick={() => onDownload(job)}
          >
            Download
          </Button>
        ) : (
          <Button
            size="small"
            color="error"
            startIcon={<ErrorOutlineIcon />}
            disabled={!canShowErrors}
            onClick={() => onShowErrors(job)}
          >
            Show Errors
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
