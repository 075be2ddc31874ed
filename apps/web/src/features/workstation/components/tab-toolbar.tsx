import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingChanges, useSaveShortcut, type StagedChanges } from '@/components/grid';

const TOOLBAR_STYLES = {
  alignItems: 'center',
  flexWrap: 'wrap',
  mb: 2,
  position: { xs: 'sticky', md: 'static' },
  // Below the fixed app bar (56 px on a phone, 64 px from the sm breakpoint).
  top: { xs: 56, sm: 64 },
  zIndex: 3,
  bgcolor: 'background.default',
  py: { xs: 1, md: 0 },
} as const;

type TabToolbarProps = {
  addLabel: string;
  onAdd: () => void;
  staged: StagedChanges;
  onSave: () => void;
  isSaving: boolean;
  children?: ReactNode;
};

/**
 * A tab's add button, its SAVE (disabled while nothing is staged; Ctrl+S anywhere on the tab) and Discard. On a
 * phone the bar stays under the app bar while the register scrolls, so SAVE and the count of changes are in view.
 */
export function TabToolbar({ addLabel, onAdd, staged, onSave, isSaving, children }: TabToolbarProps) {
  const { t } = useTranslation();
  const canSave = staged.count > 0 && !isSaving;
  useSaveShortcut(canSave ? onSave : undefined);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={TOOLBAR_STYLES}>
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
