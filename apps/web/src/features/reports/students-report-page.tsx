import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { GenerateReportForm } from './components/generate-report-form';
import { ReportsTable } from './components/reports-table';

/** Students Report: generate a performance PDF, then follow and download it in the list below. */
export function StudentsReportPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('reports.title')} />
      <GenerateReportForm />
      <ReportsTable />
    </>
  );
}
