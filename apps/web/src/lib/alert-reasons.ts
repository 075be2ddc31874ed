import type { TFunction } from 'i18next';
import type { Alert } from '@backoffice/contract';
import { formatDate, formatDateTime } from './format';

/** Why an alert was raised, in the reader's language, from its facts (needs the `alerts` messages). */
export function alertReason(t: TFunction, alert: Pick<Alert, 'kind' | 'details'>): string {
  const { details } = alert;
  const list = (parts: string[]) => parts.join(t('alerts.listSeparator'));
  switch (alert.kind) {
    case 'consecutive_absences':
      return t('alerts.reasons.consecutive_absences', { count: details.count ?? 0, dates: list((details.dates ?? []).map(formatDate)) });
    case 'absence_rate':
      return t('alerts.reasons.absence_rate', { percent: details.percent ?? 0, days: details.window_days ?? 0 });
    case 'missing_work':
      return t('alerts.reasons.missing_work', {
        count: details.count ?? 0,
        items: list((details.items ?? []).map((item) => `${item.name} (${formatDateTime(item.due_date.replace(' ', 'T'))})`)),
      });
    case 'score_drop':
      return details.drop === undefined
        ? t('alerts.reasons.score_drop', { count: details.count ?? 0, percent: details.percent ?? 0 })
        : t('alerts.reasons.score_fall', { count: details.count ?? 0, percent: details.percent ?? 0, drop: details.drop });
  }
}
