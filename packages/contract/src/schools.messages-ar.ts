/** Arabic texts of the schools domain: its contract schemas and its API module, keyed by their English text. */
export const schoolsMessagesAr: Record<string, string> = {
  'School created successfully': 'تم إنشاء المدرسة بنجاح',
  'This school already exists': 'هذه المدرسة موجودة بالفعل',
  'Principal name must be text': 'يجب أن يكون اسم المدير نصاً',
  'Principal name may not be longer than 190 characters': 'لا يجوز أن يزيد اسم المدير عن 190 حرفاً',
  'Principal email must be text': 'يجب أن يكون البريد الإلكتروني للمدير نصاً',
  'Principal email may not be longer than 190 characters': 'لا يجوز أن يزيد البريد الإلكتروني للمدير عن 190 حرفاً',
  'Principal email must be a valid email address': 'البريد الإلكتروني للمدير غير صالح',
};
