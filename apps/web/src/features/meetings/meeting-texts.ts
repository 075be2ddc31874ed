import { useTranslation } from 'react-i18next';
import type { Meeting } from '@backoffice/contract';

/** The type column and the duration as people read them. */
export function useMeetingTexts() {
  const { t } = useTranslation();
  return {
    typeOf: (m: Pick<Meeting, 'main_type' | 'type' | 'webinar_type'>) =>
      m.main_type === 'webinar' ? t(`meetings.webinarTypes.${m.webinar_type ?? 5}`) : t(`meetings.types.${m.type}`),
    duration: (minutes: number) => t('meetings.durationValue', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
  };
}
