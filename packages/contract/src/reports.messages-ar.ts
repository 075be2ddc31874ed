/** Arabic texts of the reports domain: its contract schemas and its API module, keyed by their English text. */
export const reportsMessagesAr: Record<string, string> = {
  'Weekly report: {student} – {className}': 'التقرير الأسبوعي: {student} – {className}',
  'Dear parent of {student},': 'ولي أمر الطالب {student}،',
  'Week ending {date}': 'الأسبوع المنتهي في {date}',
  'Graded work:': 'الأعمال المقيّمة:',
  'Please fill all fields': 'يرجى ملء جميع الحقول',
  'The to date must be on or after the from date': 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده',
  'The student is not in this class': 'الطالب ليس في هذا الفصل',
  'The class has no school principal e-mail to send the report to':
    'لا يوجد بريد إلكتروني لمدير مدرسة هذا الفصل لإرسال التقرير إليه',
  'The report is being generated': 'جارٍ إنشاء التقرير',
  'The class reports were queued for {count} recipients': 'تمت جدولة تقارير الفصول لعدد {count} من المستلمين',
};
