import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EducationalPart } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { formatNumber } from '@/lib/format';
import { useIsAdmin } from '@/lib/current-user';
import { educationalPartsQueries, useDeleteEducationalPart } from './api/educational-parts-api';
import { EducationalPartFormDialog } from './components/educational-part-form-dialog';

/** Educational parts: every staff member reads them; admins add, edit and delete (as the API allows). */
export function EducationalPartsPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const deletePart = useDeleteEducationalPart();
  const [dialog, setDialog] = useState<{ part: EducationalPart | null } | null>(null);
  // The spec fixes the delete toast on the client.
  const deletion = {
    isPending: deletePart.isPending,
    mutateAsync: async (id: number) => {
      await deletePart.mutateAsync(id);
      return { message: t('educational-parts.deleted') };
    },
  };
  return (
    <>
      <ListPage
        title={t('educational-parts.title')}
        emptyText={t('educational-parts.empty')}
        listQuery={educationalPartsQueries.list}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('common.name'), render: (part: EducationalPart) => part.name },
          { header: t('educational-parts.courseName'), render: (part: EducationalPart) => part.class_category.name },
          {
            header: t('educational-parts.questionsCount'),
            render: (part: EducationalPart) => formatNumber(part.questionsCount),
            align: 'center',
          },
        ]}
        onAdd={isAdmin ? () => setDialog({ part: null }) : undefined}
        onRowClick={isAdmin ? (part) => setDialog({ part }) : undefined}
        deletion={isAdmin ? { nameOf: (part) => part.name, mutation: deletion } : undefined}
      />
      <EducationalPartFormDialog open={dialog !== null} part={dialog?.part ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
