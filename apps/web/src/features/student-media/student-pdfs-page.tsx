import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Card, CardActionArea, CardContent, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PdfViewerDialog } from '@/components/media/pdf-viewer-dialog';
import { RouteLoading } from '@/components/route-loading';
import { useStudentMe } from '@/features/student-auth/api/student-auth-api';
import { formatDate } from '@/lib/format';
import { studentMediaQueries } from './api/student-media-api';

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
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {t('student-media.pdfs.title')}
      </Typography>
      {pdfs.data?.length === 0 && <EmptyState text={t('student-media.pdfs.empty')} />}
      {pdfs.data?.map((pdf) => (
        <Card key={pdf.id} variant="outlined">
          <CardActionArea onClick={() => setParams({ pdf: String(pdf.id) })}>
            <CardContent>
              <Stack direction="row" alignItems="center" spacing={1.5}>
                <PictureAsPdfIcon color="error" fontSize="large" />
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" noWrap>
                    {pdf.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('student-media.added', { date: formatDate(pdf.createdAt) })}
                  </Typography>
                </Stack>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <PdfViewerDialog
        title={open?.title ?? ''}
        url={open ? (grant.data?.url ?? '') : null}
        watermark={me?.email ?? me?.name ?? ''}
        fullScreen={isPhone}
        onClose={() => setParams({})}
      />
    </Stack>
  );
}
