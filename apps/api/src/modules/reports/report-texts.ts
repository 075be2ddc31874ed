import type { ClassworkStatus, Language, ScoreSource } from '@backoffice/contract';

/** The report PDF's own texts, in the language of the request. */
export const REPORT_TEXTS = {
  en: {
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
  },
  ar: {
    title: 'تقرير أداء الطالب',
    class: 'الفصل',
    school: 'المدرسة',
    teachers: 'المعلمون',
    period: 'الفترة',
    to: 'إلى',
    student: 'الطالب',
    attendance: 'نسبة الحضور',
    late: 'متأخر',
    overall: 'النتيجة الكلية',
    rank: 'الترتيب',
    of: 'من',
    item: 'العنصر',
    type: 'النوع',
    score: 'الدرجة',
    max: 'الدرجة العظمى',
    grade: 'التقدير',
    trend: 'تطور الأداء',
    none: 'لا توجد أعمال مقيّمة في هذه الفترة',
    notRecorded: 'غير مسجل',
    generated: 'تاريخ الإنشاء',
    kinds: { homework: 'واجب', quiz: 'اختبار قصير', exam: 'امتحان', classwork: 'عمل صفي' },
    classwork: {
      not_attended: 'لم يحضر',
      attended_with_wrong_classwork: 'حضر، إجابة خاطئة',
      attended_with_correct_classwork: 'حضر، إجابة صحيحة',
    },
  },
} satisfies Record<
  Language,
  Record<string, string | Record<ScoreSource | 'classwork', string> | Record<ClassworkStatus, string>>
>;

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
