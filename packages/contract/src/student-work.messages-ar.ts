/** Arabic texts of the student-work domain: its contract schemas and its API module, keyed by their English text. */
export const studentWorkMessagesAr: Record<string, string> = {
  'The due date has passed': 'انتهى موعد التسليم',
  'This item is not open yet': 'هذا العنصر لم يُفتح بعد',
  'Your answers were already submitted': 'تم إرسال إجاباتك من قبل',
  'The time for this paper has ended': 'انتهى وقت هذا الاختبار',
  'Start the paper before sending answers': 'ابدأ الاختبار قبل إرسال الإجابات',
  'The question is not part of your paper': 'هذا السؤال ليس من أسئلة اختبارك',
  'The answer may not be longer than 10000 characters': 'لا يجوز أن تزيد الإجابة على 10000 حرف',
  'Answers are required': 'الإجابات مطلوبة',
  'Your file was submitted': 'تم تسليم ملفك',
  'Your answers were submitted': 'تم إرسال إجاباتك',
  'You are marked present': 'تم تسجيل حضورك',
  'You are marked late': 'تم تسجيل حضورك متأخراً',
  'The code is missing': 'الرمز مفقود',
  'This code is not valid.': 'هذا الرمز غير صالح.',
  'This code has expired. Ask for a new one.': 'انتهت صلاحية هذا الرمز. اطلب رمزاً جديداً.',
  'This code belongs to a class you are not in.': 'هذا الرمز لفصل لست مسجلاً فيه.',
  'Your teacher has already recorded your attendance for this session. Please see your teacher.':
    'سبق أن سجّل معلمك حالة حضورك في هذه الحصة. يرجى مراجعة معلمك.',
};
