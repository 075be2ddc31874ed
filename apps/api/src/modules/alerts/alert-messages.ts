import { translateMessage, type AlertDetails, type AlertRuleKind, type Language } from '@backoffice/contract';
import { formatDay } from '../../i18n/format-date';
import { countedAs } from './alert-counts';

const TITLES: Record<AlertRuleKind, string> = {
  consecutive_absences: 'Attendance alert',
  absence_rate: 'Attendance alert',
  missing_work: 'Missing work alert',
  score_drop: 'Results alert',
};

/** A short title of an alert of that kind (a notification's, an e-mail subject's start). */
export const alertTitle = (language: Language, kind: AlertRuleKind) => translateMessage(language, TITLES[kind]);

const listOf = (language: Language, parts: string[]) => parts.join(language === 'ar' ? '، ' : ', ');

/**
 * What happened, in one or two sentences: the dates and items the student already sees on their pages (dated as
 * the app shows them, counts in the language's plural forms), and nothing of the rule (its name or threshold) or
 * of other students.
 */
export function describeAlert(
  language: Language,
  alert: { kind: AlertRuleKind; details: AlertDetails; studentName: string; className: string },
): string {
  const t = (message: string, params: Record<string, string | number>) => translateMessage(language, message, params);
  const { details } = alert;
  const count = details.count ?? 0;
  const base = { student: alert.studentName, className: alert.className };
  const dates = listOf(
    language,
    (details.dates ?? []).map((date) => formatDay(language, date)),
  );
  switch (alert.kind) {
    case 'consecutive_absences':
      return t('{student} was absent from {className} {timesInARow}: {dates}.', {
        ...base,
        timesInARow: countedAs(language, 'timesInARow', count),
        dates,
      });
    case 'absence_rate':
      return t('{student} was absent from {percent}% of the sessions of {className} in {lastDays}: {dates}.', {
        ...base,
        percent: details.percent ?? 0,
        lastDays: countedAs(language, 'lastDays', details.window_days ?? 0),
        dates,
      });
    case 'missing_work': {
      const items = (details.items ?? []).map((item) =>
        t('{name} (due {date})', { name: item.name, date: formatDay(language, item.due_date) }),
      );
      return t('{student} has {items} of {className} not handed in by their due dates: {list}.', {
        ...base,
        items: countedAs(language, 'items', count),
        list: listOf(language, items),
      });
    }
    case 'score_drop': {
      const average = t("The average of {student}'s {latestGraded} in {className} is {percent}%.", {
        ...base,
        latestGraded: countedAs(language, 'latestGraded', count),
        percent: details.percent ?? 0,
      });
      if (details.drop === undefined) return average;
      return `${average} ${t('It fell by {points}.', { points: countedAs(language, 'points', details.drop) })}`;
    }
  }
}
