import type { Language } from '@backoffice/contract';
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

/** The weekly e-mail's texts and its unsubscribe page's, in the student's language. */
export const DIGEST_TEXTS: Record<Language, Texts> = {
  en: {
    subject: (name) => `The week of ${name}`,
    intro: (name, from, to) => `Here is the week of ${name}, from ${from} to ${to}.`,
    attendance: 'Attendance',
    sessions: (present, absent, held) => `Present ${present}, absent ${absent}, ${ofSessions('en', held)}`,
    noSessions: 'No sessions this week',
    scores: 'Scores entered this week',
    noScores: 'No scores this week',
    due: 'Due next week',
    noDue: 'Nothing due next week',
    alerts: 'Open alerts',
    kinds: { homework: 'Homework', quiz: 'Quiz', exam: 'Exam', classwork: 'Classwork' },
    noClasses: 'No classes this week.',
    footer: 'You receive this weekly e-mail as a parent of a student.',
    unsubscribe: 'Stop these e-mails',
    page: {
      title: 'E-mails to parents',
      question: (email) =>
        `Stop sending e-mails from the school about the student (weekly e-mail, alerts, reports, class e-mails) to ${email}?`,
      confirm: 'Unsubscribe',
      done: (email) => `${email} will get no more e-mails about the student.`,
    },
  },
  ar: {
    subject: (name) => `أسبوع ${name}`,
    intro: (name, from, to) => `إليكم أسبوع ${name}، من ${from} إلى ${to}.`,
    attendance: 'الحضور',
    sessions: (present, absent, held) => `حضر ${present}، غاب ${absent}، ${ofSessions('ar', held)}`,
    noSessions: 'لا حصص هذا الأسبوع',
    scores: 'الدرجات المسجلة هذا الأسبوع',
    noScores: 'لا درجات هذا الأسبوع',
    due: 'المطلوب الأسبوع القادم',
    noDue: 'لا شيء مطلوب الأسبوع القادم',
    alerts: 'تنبيهات مفتوحة',
    kinds: { homework: 'واجب', quiz: 'اختبار قصير', exam: 'امتحان', classwork: 'عمل صفي' },
    noClasses: 'لا فصول هذا الأسبوع.',
    footer: 'تصلكم هذه الرسالة الأسبوعية بصفتكم ولي أمر طالب.',
    unsubscribe: 'إيقاف هذه الرسائل',
    page: {
      title: 'رسائل أولياء الأمور',
      question: (email) =>
        `إيقاف إرسال رسائل المدرسة عن الطالب (الرسالة الأسبوعية، التنبيهات، التقارير، رسائل الفصل) إلى ${email}؟`,
      confirm: 'إلغاء الاشتراك',
      done: (email) => `لن تصل إلى ${email} رسائل أخرى عن الطالب.`,
    },
  },
};
