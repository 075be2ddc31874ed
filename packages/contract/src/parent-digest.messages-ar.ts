/** Arabic texts of the parent-digest domain: its contract schemas and its API module, keyed by their English text. */
export const parentDigestMessagesAr: Record<string, string> = {
  'The student is required': 'الطالب مطلوب',
  'Unsubscribe from school e-mails': 'إلغاء الاشتراك في رسائل المدرسة',
  'List-Unsubscribe=One-Click is required': 'الحقل List-Unsubscribe=One-Click مطلوب',
  // The weekly e-mail and its unsubscribe page (apps/api/src/modules/parent-digest/digest-texts.ts)
  'The week of {name}': 'أسبوع {name}',
  'Here is the week of {name}, from {from} to {to}.': 'إليكم أسبوع {name}، من {from} إلى {to}.',
  Attendance: 'الحضور',
  'Present {present}, absent {absent}, {sessions}': 'حضر {present}، غاب {absent}، {sessions}',
  'No sessions this week': 'لا حصص هذا الأسبوع',
  'Scores entered this week': 'الدرجات المسجلة هذا الأسبوع',
  'No scores this week': 'لا درجات هذا الأسبوع',
  'Due next week': 'المطلوب الأسبوع القادم',
  'Nothing due next week': 'لا شيء مطلوب الأسبوع القادم',
  'Open alerts': 'تنبيهات مفتوحة',
  'No classes this week.': 'لا فصول هذا الأسبوع.',
  'You receive this weekly e-mail as a parent of a student.': 'تصلكم هذه الرسالة الأسبوعية بصفتكم ولي أمر طالب.',
  'Stop these e-mails': 'إيقاف هذه الرسائل',
  'E-mails to parents': 'رسائل أولياء الأمور',
  'Stop sending e-mails from the school about the student (weekly e-mail, alerts, reports, class e-mails) to {email}?':
    'إيقاف إرسال رسائل المدرسة عن الطالب (الرسالة الأسبوعية، التنبيهات، التقارير، رسائل الفصل) إلى {email}؟',
  Unsubscribe: 'إلغاء الاشتراك',
  '{email} will get no more e-mails about the student.': 'لن تصل إلى {email} رسائل أخرى عن الطالب.',
};
