/** Arabic texts of the auth domain: its contract schemas and its API module, keyed by their English text. */
export const authMessagesAr: Record<string, string> = {
  'Logged in successfully': 'تم تسجيل الدخول بنجاح',
  'Logged out successfully': 'تم تسجيل الخروج بنجاح',
  'These credentials do not match our records.': 'بيانات الدخول غير صحيحة.',
  'Too many login attempts. Please try again in {minutes} minutes.': 'محاولات دخول كثيرة. حاول مرة أخرى بعد {minutes} دقيقة.',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Email must be a valid email address': 'البريد الإلكتروني غير صالح',
  'Password is required': 'كلمة المرور مطلوبة',
  'Your password has been set. You can sign in now.': 'تم تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.',
  'This password link is invalid or has expired': 'رابط كلمة المرور غير صالح أو منتهي الصلاحية',
};
