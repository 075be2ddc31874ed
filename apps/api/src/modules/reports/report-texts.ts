import { translateMessage, type ClassworkStatus, type Language, type ScoreSource } from '@backoffice/contract';

/** The report PDF's own texts in English: each one a key of the server dictionaries. */
const ENGLISH = {
  title: 'Student performance report',
  class: 'Class',
  school: 'School',
  teachers: 'Teachers',
  period: 'Period',
  to: 'to',
  student: 'Student',
  attendance: 'Attendance rate',
  late: 'late',
  overall: 'Overall',
  rank: 'Rank',
  of: 'of',
  item: 'Item',
  type: 'Type',
  score: 'Score',
  max: 'Max',
  grade: 'Grade',
  trend: 'Trend',
  none: 'No graded work in this period',
  notRecorded: 'Not recorded',
  generated: 'Generated on',
  kinds: { homework: 'Homework', quiz: 'Quiz', exam: 'Exam', classwork: 'Classwork' },
  classwork: {
    not_attended: 'Not attended',
    attended_with_wrong_classwork: 'Attended, wrong work',
    attended_with_correct_classwork: 'Attended, correct work',
  },
} satisfies Record<string, string | Record<ScoreSource | 'classwork', string> | Record<ClassworkStatus, string>>;

type Texts = typeof ENGLISH;

/** Every text of `texts` in `language`, through the dictionaries. */
const translated = <T extends Record<string, unknown>>(language: Language, texts: T): T =>
  Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === 'string' ? translateMessage(language, text) : translated(language, text as Record<string, unknown>),
    ]),
  ) as T;

/** The report PDF's own texts, in the language of the request. */
export const REPORT_TEXTS: Record<Language, Texts> = { en: ENGLISH, ar: translated('ar', ENGLISH) };

/** The attendance rate as a report shows it: "80% (2 late)" (late counts as attended), or "not recorded". */
export function attendanceText(
  student: { attendanceRate: number | null; lateCount: number },
  t: (typeof REPORT_TEXTS)[Language],
  number: (value: number) => string,
) {
  if (student.attendanceRate === null) return t.notRecorded;
  const rate = `${number(student.attendanceRate)}%`;
  return student.lateCount > 0 ? `${rate} (${number(student.lateCount)} ${t.late})` : rate;
}
