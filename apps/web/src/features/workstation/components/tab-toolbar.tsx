import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChanges, useSaveShortcut, type StagedChanges } from '@/components/grid';

type TabToolbarProps = {
  addLabel: string;
  onAdd: () => void;
  staged: StagedChanges;
  onSave: () => void;
  isSaving: boolean;
  children?: ReactNode;
};

/** A tab's add button, its SAVE (disabled while nothing is staged; Ctrl+S anywhere on the tab) and Discard. */
export function TabToolbar({ addLabel, onAdd, staged, onSave, isSaving, children }: TabToolbarProps) {
  const { t } = useTranslation();
  const canSave = staged.count > 0 && !isSaving;
  useSaveShortcut(canSave ? onSave : undefined);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
      {children}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', marginInlineStart: 'auto' }}>
        <PendingChanges staged={staged} />
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!canSave} onClick={onSave}>
          {isSaving ? t('common.saving') : t('workstation.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
