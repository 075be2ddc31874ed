import { Box, Checkbox, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pdf } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { PdfViewerDialog } from '@/components/media/pdf-viewer-dialog';
import { useAssignSelected } from '@/components/media/use-assign-selected';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast';
import { fetchPdfGrant, pdfsQueries, useAssignPdfs, useDeletePdf } from './api/pdfs-api';
import { PdfFormDialog } from './components/pdf-form-dialog';

/** Manage Pdfs (/pdfs): title opens the protected viewer, a row opens 'Edit pdf', ticked rows are assigned. */
export function PdfsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const deletePdf = useDeletePdf();
  const assignPdfs = useAssignPdfs();
  const {
    selected,
    toggle,
    button: assignButton,
    dialog: assignDialog,
  } = useAssignSelected((pdfsId, classesId) => assignPdfs.mutateAsync({ pdfsId, classesId }));
  const [dialog, setDialog] = useState<{ pdf: Pdf | null } | null>(null);
  const [viewing, setViewing] = useState<{ title: string; url: string } | null>(null);

  const view = async (pdf: Pdf) => {
    try {
      setViewing({ title: pdf.title, url: (await fetchPdfGrant(pdf)).data.url });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <>
      <ListPage
        title={t('pdfs.title')}
        emptyText={t('pdfs.empty')}
        listQuery={pdfsQueries.list}
        columns={[
          {
            header: '',
            width: 48,
            keepOnPhone: true,
            render: (pdf: Pdf) => (
              <Checkbox
                checked={selected.has(pdf.id)}
                onClick={(event) => event.stopPropagation()}
                onChange={() => toggle(pdf.id)}
                inputProps={{ 'aria-label': t('pdfs.selectNamed', { name: pdf.title }) }}
              />
            ),
          },
          {
            header: t('pdfs.columns.name'),
            render: (pdf: Pdf) => (
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  void view(pdf);
                }}
              >
                {pdf.title}
              </Link>
            ),
          },
          { header: t('pdfs.columns.type'), render: (pdf: Pdf) => pdf.type },
          {
            header: t('pdfs.columns.createdAt'),
            render: (pdf: Pdf) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(pdf.createdAt)}
              </Box>
            ),
          },
          { header: t('pdfs.columns.classes'), render: (pdf: Pdf) => pdf.classes.map((option) => option.name).join(', ') },
        ]}
        onAdd={() => setDialog({ pdf: null })}
        onRowClick={(pdf) => setDialog({ pdf })}
        deletion={{ nameOf: (pdf) => pdf.title, mutation: deletePdf }}
        actions={assignButton}
      />
      <PdfFormDialog open={dialog !== null} pdf={dialog?.pdf ?? null} onClose={() => setDialog(null)} />
      <PdfViewerDialog
        title={viewing?.title ?? ''}
        url={viewing?.url ?? null}
        watermark={user?.email ?? ''}
        onClose={() => setViewing(null)}
      />
      {assignDialog}
    </>
  );
}
