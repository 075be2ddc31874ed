import { Button, LinearProgress } from '@mui/material';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { parentDigestQueries } from './api/parent-digest-api';
import { settingsQueries } from './api/settings-api';
import { ParentDigestForm } from './components/parent-digest-form';
import { SettingsForm } from './components/settings-form';

/** Settings (admins only): automatic report generation, the weekly e-mail to parents and the way to the alert rules. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.detail());
  const digest = useQuery(parentDigestQueries.detail());
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
      {digest.data ? (
        <ParentDigestForm settings={digest.data} />
      ) : (
        <LinearProgress aria-label={t('settings.parentDigest.title')} sx={{ mt: 3 }} />
      )}
    </>
  );
}
