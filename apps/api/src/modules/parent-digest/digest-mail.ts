import type { Language } from '@backoffice/contract';
import { formatDay } from '../../i18n/format-date';
import { escapeHtml } from '../../lib/escape-html';
import { brandedEmail } from '../class-email/email-layout';
import type { DigestWeek } from './digest-week';
import { DIGEST_TEXTS } from './digest-texts';

const list = (items: string[], empty: string) =>
  items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : `<p>${escapeHtml(empty)}</p>`;

/**
 * The weekly e-mail of one child in the branded layout, in the child's language (Arabic right to left),
 * dates as the app shows them ("22 Nov 2026"), with the recipient's unsubscribe link; the open alerts section only when there are some.
 */
export async function renderDigest(week: DigestWeek, unsubscribeUrl: string, language: Language = week.language) {
  const t = DIGEST_TEXTS[language];
  const subject = t.subject(week.studentName);
  const sections = week.classes.map((klass) => {
    const { held, present, absent } = klass.attendance;
    return [
      `<h3>${escapeHtml(klass.className)}</h3>`,
      `<p><strong>${escapeHtml(t.attendance)}:</strong> ${escapeHtml(held > 0 ? t.sessions(present, absent, held) : t.noSessions)}</p>`,
      `<p><strong>${escapeHtml(t.scores)}</strong></p>`,
      list(
        klass.scores.map((s) => `${t.kinds[s.kind]} · ${s.name}: ${s.score} / ${s.maxScore}`),
        t.noScores,
      ),
      `<p><strong>${escapeHtml(t.due)}</strong></p>`,
      list(
        klass.due.map((d) => `${t.kinds[d.kind]} · ${d.name}: ${formatDay(language, d.dueDate)}`),
        t.noDue,
      ),
    ].join('\n');
  });
  const alerts = week.alerts.length
    ? `<h3>${escapeHtml(t.alerts)}</h3>${list(
        week.alerts.map((alert) => alert.text),
        '',
      )}`
    : '';
  // The layout's text blocks align left: the body sets its own direction and start edge (Arabic right to left).
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const bodyHtml = [
    `<div dir="${direction}" style="text-align: ${direction === 'rtl' ? 'right' : 'left'}">`,
    `<p>${escapeHtml(t.intro(week.studentName, formatDay(language, week.period.fromDate), formatDay(language, week.period.toDate)))}</p>`,
    ...(sections.length ? sections : [`<p>${escapeHtml(t.noClasses)}</p>`]),
    alerts,
    `<p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>`,
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, ...(await brandedEmail({ subject, bodyHtml, footer: t.footer, lang: language })) };
}
