import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportExportJob } from '@backoffice/contract';
import { JobCard as BaseJobCard } from '@/components/jobs/job-card';

type JobCardProps = {
  job: ImportExportJob;
  isDownloading: boolean;
  onDownload: (job: ImportExportJob) => void;
  onShowErrors: (job: ImportExportJob) => void;
};

/** An import or export job: file (export) or entity (import) on the shared job card, with Download or Show Errors. */
export function JobCard({ job, isDownloading, onDownload, onShowErrors }: JobCardProps) {
  const { t } = useTranslation();
  const isExport = job.type === 'export';
  const canDownload = isExport && job.status === 'completed' && Boolean(job.url);
  const canShowErrors = !isExport && job.status === 'failed' && Boolean(job.row_errors?.length);
  const entity = t(`import-export.entities.${job.entity_type}`, { defaultValue: job.entity_type });
  return (
    <BaseJobCard
      label={isExport ? t('import-export.cardLabel.export', { id: job.id }) : t('import-export.cardLabel.import', { id: job.id })}
      status={job.status}
      createdAt={job.created_at}
      title={isExport ? job.file_name : entity}
      subtitle={isExport ? undefined : job.file_name}
      progress={job.progress}
      error={job.error}
      actions={
        isExport ? (
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
        )
      }
    />
  );
}
