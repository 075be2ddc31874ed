import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignClassesDialog } from './assign-classes-dialog';

/**
 * The ticked rows of a videos or PDFs list and their 'Assign to Classes': `button` (shown while a row is ticked)
 * opens `dialog`, which links the ticked rows to the chosen classes through `assign` and then clears the ticks.
 */
export function useAssignSelected(assign: (ids: number[], classesId: number[]) => Promise<{ message?: string }>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [isAssigning, setIsAssigning] = useState(false);

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const button = selected.size > 0 && (
    <Button variant="outlined" onClick={() => setIsAssigning(true)}>
      {t('media.assignToClasses')}
    </Button>
  );
  const dialog = (
    <AssignClassesDialog
      open={isAssigning}
      onClose={() => setIsAssigning(false)}
      onAssign={async (classesId) => {
        const answer = await assign([...selected], classesId);
        setSelected(new Set());
        return answer;
      }}
    />
  );
  return { selected, toggle, button, dialog };
}
