/** Arabic texts of the API's account e-mails (apps/api/src/mail/templates.ts), keyed by their English text. */
export const mailMessagesAr: Record<string, string> = {
  'Hello {name},': 'مرحباً {name}،',
  'Set your password': 'اختر كلمة المرور',
  'An account was created for you. Choose your password to sign in.': 'تم إنشاء حساب لك. اختر كلمة المرور لتسجيل الدخول.',
  'Set password': 'تعيين كلمة المرور',
  'Reset your password': 'إعادة تعيين كلمة المرور',
  'Your password has been reset. Choose a new password to sign in.':
    'تمت إعادة تعيين كلمة المرور. اختر كلمة مرور جديدة لتسجيل الدخول.',
  'Choose a new password': 'اختر كلمة مرور جديدة',
  'Someone asked to reset the password of your account. Choose a new password with the link below.':
    'طلب أحدهم إعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة من الرابط أدناه.',
  'If it was not you, you can ignore this message.': 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
  'Sign-up attempt with your e-mail': 'محاولة تسجيل ببريدك الإلكتروني',
  'Someone tried to sign up as a student with this e-mail address, which already has an account. No new account was created.':
    'حاول أحدهم التسجيل كطالب بعنوان البريد الإلكتروني هذا، وله حساب بالفعل. لم يُنشأ حساب جديد.',
  'If it was you, sign in with your account instead. If not, you can ignore this message.':
    'إن كنت أنت، فسجّل الدخول بحسابك بدلاً من ذلك. وإلا يمكنك تجاهل هذه الرسالة.',
  'Sign in': 'تسجيل الدخول',
};
