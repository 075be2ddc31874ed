import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportExportJob } from '@backoffice/contract';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/format';
import { useJobMessageText } from './job-message';

type JobCardProps = {
  job: ImportExportJob;
  isDownloading: boolean;
  onDownload: (job: ImportExportJob) => void;
  onShowErrors: (job: ImportExportJob) => void;
};

/** One job: status, date, file (export) or entity (import), error; Download or Show Errors when they apply. */
export function JobCard({ job, isDownloading, onDownload, onShowErrors }: JobCardProps) {
  const { t } = useTranslation();
  const messageText = useJobMessageText();
  const isExport = job.type === 'export';
  const canDownload = isExport && job.status === 'completed' && Boolean(job.url);
  const canShowErrors = !isExport && job.status === 'failed' && Boolean(job.errors_json?.length);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-label={
        isExport ? t('import-export.cardLabel.export', { id: job.id }) : t('import-export.cardLabel.import', { id: job.id })
      }
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <StatusBadge status={job.status} />
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(job.created_at)}
          </Typography>
        </Stack>
        <Typography fontWeight={600} sx={{ wordBreak: 'break-all' }}>
          {isExport ? job.file_name : t(`import-export.entities.${job.entity_type}`, { defaultValue: job.entity_type })}
        </Typography>
        {!isExport && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {job.file_name}
          </Typography>
        )}
        {job.error_message && (
          <Typography variant="body2" color="error" dir="auto" sx={{ mt: 1 }}>
            {messageText(job.error_message)}
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
            {t('import-export.download')}
          </Button>
        ) : (
          <Button
            size="small"
            color="error"
            startIcon={<ErrorOutlineIcon />}
            disabled={!canShowErrors}
            onClick={() => onShowErrors(job)}
          >
            {t('import-export.showErrors')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
