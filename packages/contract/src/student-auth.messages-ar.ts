/** Arabic texts of the student-auth domain: its contract schemas and its API module, keyed by their English text. */
export const studentAuthMessagesAr: Record<string, string> = {
  'Your account is waiting for approval by the staff.': 'حسابك في انتظار موافقة فريق العمل.',
  'Your registration was rejected. Please contact the staff.': 'تم رفض تسجيلك. يرجى التواصل مع فريق العمل.',
  'If this e-mail belongs to a student account, we sent it a link to choose a new password.':
    'إذا كان هذا البريد لحساب طالب، فقد أرسلنا إليه رابطاً لاختيار كلمة مرور جديدة.',
};
