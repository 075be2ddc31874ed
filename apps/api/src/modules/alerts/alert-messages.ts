import { translateMessage, type AlertDetails, type AlertRuleKind, type Language } from '@backoffice/contract';

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
 * What happened, in one or two sentences: the dates and items the student already sees on their pages, and
 * nothing of the rule (its name or threshold) or of other students.
 */
export function describeAlert(
  language: Language,
  alert: { kind: AlertRuleKind; details: AlertDetails; studentName: string; className: string },
): string {
  const t = (message: string, params: Record<string, string | number>) => translateMessage(language, message, params);
  const { details } = alert;
  const base = { student: alert.studentName, className: alert.className, count: details.count ?? 0 };
  const dates = listOf(language, details.dates ?? []);
  switch (alert.kind) {
    case 'consecutive_absences':
      return t('{student} was absent from {className} {count} times in a row: {dates}.', { ...base, dates });
    case 'absence_rate':
      return t('{student} was absent from {percent}% of the sessions of {className} in the last {days} days: {dates}.', {
        ...base,
        percent: details.percent ?? 0,
        days: details.window_days ?? 0,
        dates,
      });
    case 'missing_work': {
      const items = (details.items ?? []).map((item) => t('{name} (due {date})', { name: item.name, date: item.due_date.slice(0, 16) }));
      return t('{student} has {count} items of {className} not handed in by their due dates: {items}.', {
        ...base,
        items: listOf(language, items),
      });
    }
    case 'score_drop': {
      const average = t("The average of {student}'s latest {count} graded items in {className} is {percent}%.", {
        ...base,
        percent: details.percent ?? 0,
      });
      return details.drop === undefined ? average : `${average} ${t('It fell by {drop} points.', { drop: details.drop })}`;
    }
  }
}
