import { useTranslation } from 'react-i18next';

/** A thin moving bar at the top while a screen or its data loads (components/route-loading.tsx without MUI). */
export function LightRouteLoading() {
  const { t } = useTranslation();
  return (
    <div className="lt-loading" role="progressbar" aria-label={t('common.loading')}>
      <div />
    </div>
  );
}
