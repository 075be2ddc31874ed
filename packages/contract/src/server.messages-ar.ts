/** Arabic texts of the server's own answers: errors, sign-in guards, load, rate limits and uploads, keyed by their English text. */
export const serverMessagesAr: Record<string, string> = {
  'Something went wrong': 'حدث خطأ ما',
  'Not ready: {missing}.': 'غير جاهز: {missing}.',
  'Not found': 'غير موجود',
  'Unauthenticated.': 'غير مصرح. يرجى تسجيل الدخول.',
  'This action is unauthorized.': 'غير مسموح لك بهذا الإجراء.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحاً.',
  'The request body is too large.': 'محتوى الطلب كبير جداً.',
  'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
  'The server is busy. Please try again in a moment.': 'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظات.',
  'The database is unavailable. Please try again in a moment.': 'قاعدة البيانات غير متاحة. يرجى المحاولة مرة أخرى بعد لحظات.',
  'The file may not be larger than {mb} MB.': 'يجب ألا يزيد حجم الملف عن {mb} ميجابايت.',
  'The file is too large.': 'الملف كبير جداً.',
  'The field {field} must come before the file.': 'يجب أن يأتي الحقل {field} قبل الملف.',
  'This field must come before the file.': 'يجب أن يأتي هذا الحقل قبل الملف.',
  'There is no space left to store the file. Please tell your administrator.':
    'لا توجد مساحة كافية لحفظ الملف. يرجى إبلاغ المسؤول.',
  'Files cannot be stored at the moment. Please try again later or tell your administrator.':
    'لا يمكن حفظ الملفات حالياً. يرجى المحاولة لاحقاً أو إبلاغ المسؤول.',
  'Too many requests. Please try again in {seconds} seconds.': 'طلبات كثيرة. حاول مرة أخرى بعد {seconds} ثانية.',
  'Too many files.': 'عدد الملفات كبير جداً.',
  'Please fill all the fields': 'يرجى ملء جميع الحقول',
  'The file must be a PDF.': 'يجب أن يكون الملف بصيغة PDF.',
  'This field does not take a file.': 'هذا الحقل لا يقبل ملفاً.',
  'The file is empty': 'الملف فارغ',
};
