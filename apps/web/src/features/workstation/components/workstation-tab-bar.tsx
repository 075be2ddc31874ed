import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStagedChanges } from '@/components/grid';
import { useStagedKeyOf, WORKSTATION_TABS, type WorkstationTab } from '../workstation-tabs';

function TabLabel({ classId, tab }: { classId: number; tab: WorkstationTab }) {
  const { t } = useTranslation();
  const stagedKey = useStagedKeyOf();
  const { count } = useStagedChanges(stagedKey(classId, tab));
  const label = t(`workstation.tabs.${tab}`);
  return count > 0 ? t('workstation.tabWithPending', { label, count }) : label;
}

type TabBarProps = { classId: number; value: WorkstationTab; onChange: (tab: WorkstationTab) => void };

/** The five tabs; a label shows how many changes the signed-in user has waiting to be saved in its tab. */
export function WorkstationTabBar({ classId, value, onChange }: TabBarProps) {
  return (
    <Tabs value={value} onChange={(_, tab: WorkstationTab) => onChange(tab)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {WORKSTATION_TABS.map((tab) => (
        <Tab key={tab} value={tab} id={`workstation-tab-${tab}`} aria-controls="workstation-tabpanel" label={<TabLabel classId={classId} tab={tab} />} />
      ))}
    </Tabs>
  );
}

/** True while any tab of the class has something staged (for the leave-page prompt). */
export function useHasUnsaved(classId: number | null) {
  const id = classId ?? 0;
  const stagedKey = useStagedKeyOf();
  const counts = [
    useStagedChanges(stagedKey(id, 'attendance')).count,
    useStagedChanges(stagedKey(id, 'homework')).count,
    useStagedChanges(stagedKey(id, 'quizzes')).count,
    useStagedChanges(stagedKey(id, 'exams')).count,
    useStagedChanges(stagedKey(id, 'classworks')).count,
  ];
  return classId !== null && counts.some((count) => count > 0);
}
