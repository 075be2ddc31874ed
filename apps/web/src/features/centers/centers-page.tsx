import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Center } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { centersQueries, useDeleteCenter } from './api/centers-api';
import { CenterFormDialog } from './components/center-form-dialog';

/** 'Manage Centers': the reference list screen. */
export function CentersPage() {
  const { t } = useTranslation();
  const deleteCenter = useDeleteCenter();
  const [dialog, setDialog] = useState<{ center: Center | null } | null>(null);
  return (
    <>
      <ListPage
        title={t('centers.title')}
        emptyText={t('centers.empty')}
        listQuery={centersQueries.list}
        columns={[
          { header: t('common.number'), render: (_, number) => number, width: 80 },
          { header: t('common.name'), render: (center: Center) => center.name },
        ]}
        onAdd={() => setDialog({ center: null })}
        onRowClick={(center) => setDialog({ center })}
        deletion={{ nameOf: (center) => center.name, mutation: deleteCenter }}
      />
      <CenterFormDialog open={dialog !== null} center={dialog?.center ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
