import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IMPORT_EXTENSIONS } from '@backoffice/contract';
import { FilePickerButton } from '@/components/file-picker-button';
import { ApiError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { useDownloadImportTemplate, useExportStudents, useImportStudents } from '../api/students-api';

type StudentsTransferButtonsProps = {
  /** The error values of a refused import (empty to clear them). */
  onImportErrors: (errors: string[]) => void;
};

/**
 * Export and Import: each starts a job and toasts the server's message; the job shows on Import/Export. The
 * import's template is a file to fill in the columns the import reads.
 */
export function StudentsTransferButtons({ onImportErrors }: StudentsTransferButtonsProps) {
  const { t } = useTranslation();
  const exportStudents = useExportStudents();
  const importStudents = useImportStudents();
  const downloadTemplate = useDownloadImportTemplate();

  const onExport = async () => {
    try {
      toastSuccess((await exportStudents.mutateAsync()).message);
    } catch {
      // The query client has toasted the error.
    }
  };

  const onImport = async (file: File) => {
    onImportErrors([]);
    try {
      toastSuccess((await importStudents.mutateAsync(file)).message);
    } catch (error) {
      if (error instanceof ApiError) onImportErrors(Object.values(error.fields).flat());
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={exportStudents.isPending} onClick={onExport}>
        {exportStudents.isPending ? t('students.exporting') : t('students.export')}
      </Button>
      <FilePickerButton
        variant="outlined"
        startIcon={<FileUploadIcon />}
        accept={IMPORT_EXTENSIONS.join(',')}
        inputLabel={t('students.importFile')}
        disabled={importStudents.isPending}
        onPick={onImport}
      >
        {importStudents.isPending ? t('students.importing') : t('students.import')}
      </FilePickerButton>
      <Button
        variant="text"
        startIcon={<FileDownloadIcon />}
        disabled={downloadTemplate.isPending}
        onClick={() => downloadTemplate.mutate()}
      >
        {downloadTemplate.isPending ? t('students.downloadingTemplate') : t('students.importTemplate')}
      </Button>
    </>
  );
}
