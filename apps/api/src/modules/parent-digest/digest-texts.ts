import { translateMessage, type Language } from '@backoffice/contract';
import { countPhrase } from '../../i18n/plural';

/** "of 1 session" / "of 3 sessions"; in Arabic each of its six forms ("من حصتين", "من 3 حصص", "من 11 حصة"). */
const ofSessions = (language: Language, held: number) =>
  countPhrase(language, held, {
    en: { one: 'of {count} session', other: 'of {count} sessions' },
    ar: {
      zero: 'من {count} حصة',
      one: 'من حصة واحدة',
      two: 'من حصتين',
      few: 'من {count} حصص',
      many: 'من {count} حصة',
      other: 'من {count} حصة',
    },
  });

type Texts = {
  subject: (name: string) => string;
  intro: (name: string, from: string, to: string) => string;
  attendance: string;
  sessions: (present: number, absent: number, held: number) => string;
  noSessions: string;
  scores: string;
  noScores: string;
  due: string;
  noDue: string;
  alerts: string;
  kinds: Record<'homework' | 'quiz' | 'exam' | 'classwork', string>;
  noClasses: string;
  footer: string;
  unsubscribe: string;
  page: { title: string; question: (email: string) => string; confirm: string; done: (email: string) => string };
};

/** The weekly e-mail's texts and its unsubscribe page's in `language`, from the server dictionaries. */
function textsIn(language: Language): Texts {
  const t = (text: string, params: Record<string, string | number> = {}) => translateMessage(language, text, params);
  return {
    subject: (name) => t('The week of {name}', { name }),
    intro: (name, from, to) => t('Here is the week of {name}, from {from} to {to}.', { name, from, to }),
    attendance: t('Attendance'),
    sessions: (present, absent, held) =>
      t('Present {present}, absent {absent}, {sessions}', { present, absent, sessions: ofSessions(language, held) }),
    noSessions: t('No sessions this week'),
    scores: t('Scores entered this week'),
    noScores: t('No scores this week'),
    due: t('Due next week'),
    noDue: t('Nothing due next week'),
    alerts: t('Open alerts'),
    kinds: { homework: t('Homework'), quiz: t('Quiz'), exam: t('Exam'), classwork: t('Classwork') },
    noClasses: t('No classes this week.'),
    footer: t('You receive this weekly e-mail as a parent of a student.'),
    unsubscribe: t('Stop these e-mails'),
    page: {
      title: t('E-mails to parents'),
      question: (email) =>
        t('Stop sending e-mails from the school about the student (weekly e-mail, alerts, reports, class e-mails) to {email}?', {
          email,
        }),
      confirm: t('Unsubscribe'),
      done: (email) => t('{email} will get no more e-mails about the student.', { email }),
    },
  };
}

/** The weekly e-mail's texts and its unsubscribe page's, in the student's language. */
export const DIGEST_TEXTS: Record<Language, Texts> = { en: textsIn('en'), ar: textsIn('ar') };
