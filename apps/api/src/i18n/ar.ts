/** Arabic texts of the server's messages, keyed by their English text. */
export const ar: Record<string, string> = {
  'Something went wrong': 'حدث خطأ ما',
  'Not found': 'غير موجود',
  'Unauthenticated.': 'غير مصرح. يرجى تسجيل الدخول.',
  'This action is unauthorized.': 'غير مسموح لك بهذا الإجراء.',
  'Logged in successfully': 'تم تسجيل الدخول بنجاح',
  'Logged out successfully': 'تم تسجيل الخروج بنجاح',
  'These credentials do not match our records.': 'بيانات الدخول غير صحيحة.',
  'Too many login attempts. Please try again in {minutes} minutes.':
    'محاولات دخول كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Email must be a valid email address': 'البريد الإلكتروني غير صالح',
  'Password is required': 'كلمة المرور مطلوبة',
  'Name is required': 'الاسم مطلوب',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحاً.',
  'The request body is too large.': 'محتوى الطلب كبير جداً.',
  'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
  'Center created successfully': 'تم إنشاء المركز بنجاح',
  'Center updated successfully': 'تم تحديث المركز بنجاح',
  'Center deleted successfully': 'تم حذف المركز بنجاح',
};
