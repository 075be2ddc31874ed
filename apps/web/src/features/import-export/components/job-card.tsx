import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportExportJob } from '@backoffice/contract';
import { JobCard as BaseJobCard } from '@/components/jobs/job-card';
import { ImportCounts } from './import-counts';

type JobCardProps = {
  job: ImportExportJob;
  isDownloading: boolean;
  onDownload: (job: ImportExportJob) => void;
  onShowErrors: (job: ImportExportJob) => void;
};

/**
 * An import or export job: file (export) or entity (import) on the shared job card, with Download, or the counts
 * of a finished import and Show Errors when it refused rows.
 */
export function JobCard({ job, isDownloading, onDownload, onShowErrors }: JobCardProps) {
  const { t } = useTranslation();
  const isExport = job.type === 'export';
  const canDownload = isExport && job.status === 'completed' && Boolean(job.url);
  // Rows refused, by a failed import or skipped by one that wrote only the valid rows.
  const hasRowErrors = !isExport && Boolean(job.row_errors?.length);
  const entity = t(`import-export.entities.${job.entity_type}`, { defaultValue: job.entity_type });
  return (
    <BaseJobCard
      label={isExport ? t('import-export.cardLabel.export', { id: job.id }) : t('import-export.cardLabel.import', { id: job.id })}
      status={job.status}
      createdAt={job.created_at}
      title={isExport ? job.file_name : entity}
      subtitle={isExport ? undefined : job.file_name}
      summary={!isExport && job.status === 'completed' && <ImportCounts progress={job.progress} />}
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
          hasRowErrors && (
            <Button size="small" color="error" startIcon={<ErrorOutlineIcon />} onClick={() => onShowErrors(job)}>
              {t('import-export.showErrors')}
            </Button>
          )
        )
      }
    />
  );
}
