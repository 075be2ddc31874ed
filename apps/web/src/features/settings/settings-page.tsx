import { Button, LinearProgress } from '@mui/material';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { settingsQueries } from './api/settings-api';
import { SettingsForm } from './components/settings-form';

/** Settings (admins only): automatic report generation, and the way to the alert rules. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.detail());
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        actions={
          <Button component={Link} to="/settings/alert-rules" variant="outlined">
            {t('settings.alertRules')}
          </Button>
        }
      />
      {settings.data ? <SettingsForm settings={settings.data} /> : <LinearProgress aria-label={t('settings.title')} />}
    </>
  );
}
