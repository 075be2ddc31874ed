import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '@backoffice/contract';
import { formatNumber } from '@/lib/format';

/** What a completed import did: "5,000 imported, 0 errors" (its progress: done imported of total rows read). */
export function ImportCounts({ progress }: { progress: JobProgress }) {
  const { t } = useTranslation();
  if (progress.total === null) return null;
  const imported = progress.done;
  const errors = Math.max(progress.total - progress.done, 0);
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {t('import-export.importResult', {
        imported: t('import-export.importedCount', { count: imported, formatted: formatNumber(imported) }),
        errors: t('import-export.errorCount', { count: errors, formatted: formatNumber(errors) }),
      })}
    </Typography>
  );
}
