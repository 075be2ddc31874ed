import { useState } from 'react';
import type { Center } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { centersQueries, useDeleteCenter } from './api/centers-api';
import { CenterFormDialog } from './components/center-form-dialog';

/** 'Manage Centers': the reference list screen. */
export function CentersPage() {
  const deleteCenter = useDeleteCenter();
  const [dialog, setDialog] = useState<{ center: Center | null } | null>(null);
  return (
    <>
      <ListPage
        title="Manage Centers"
        emptyText="No Centers Found"
        listQuery={centersQueries.list}
        columns={[
          { header: 'No.', render: (_, number) => number, width: 80 },
          { header: 'Name', render: (center: Center) => center.name },
        ]}
        onAdd={() => setDialog({ center: null })}
        onRowClick={(center) => setDialog({ center })}
        deletion={{ nameOf: (center) => center.name, mutation: deleteCenter }}
      />
      <CenterFormDialog open={dialog !== null} center={dialog?.center ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
