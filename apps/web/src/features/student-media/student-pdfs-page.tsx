import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PdfViewerDialog } from '@/components/media/pdf-viewer-dialog';
import { RouteLoading } from '@/components/route-loading';
import { useStudentMe } from '@/features/student-auth/api/student-auth-api';
import { studentMediaQueries } from './api/student-media-api';
import { StudentMediaList } from './student-media-list';

/** The PDFs of my classes: a list; one opens in the protected viewer (?pdf=id, so Back closes it). */
export function StudentPdfsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const me = useStudentMe().data;
  const pdfs = useQuery(studentMediaQueries.pdfs());
  const [params, setParams] = useSearchParams();
  const open = pdfs.data?.find((pdf) => String(pdf.id) === params.get('pdf'));
  const grant = useQuery({ ...studentMediaQueries.pdfGrant(open?.id ?? 0), enabled: Boolean(open) });
  if (pdfs.isPending) return <RouteLoading />;
  return (
    <StudentMediaList
      title={t('student-media.pdfs.title')}
      emptyText={t('student-media.pdfs.empty')}
      items={pdfs.data}
      icon={<PictureAsPdfIcon color="error" fontSize="large" />}
      onOpen={(pdf) => setParams({ pdf: String(pdf.id) })}
    >
      <PdfViewerDialog
        title={open?.title ?? ''}
        url={open ? (grant.data?.url ?? '') : null}
        watermark={me?.email ?? me?.name ?? ''}
        fullScreen={isPhone}
        onClose={() => setParams({})}
      />
    </StudentMediaList>
  );
}
