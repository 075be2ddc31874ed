/** Arabic texts of the users domain: its contract schemas and its API module, keyed by their English text. */
export const usersMessagesAr: Record<string, string> = {
  'User created successfully': 'تم إنشاء المستخدم بنجاح',
  'User updated successfully': 'تم تحديث المستخدم بنجاح',
  'User deleted successfully': 'تم حذف المستخدم بنجاح',
  'The account was signed out everywhere': 'تم تسجيل خروج الحساب من جميع الأجهزة',
  'The email has already been taken.': 'البريد الإلكتروني مستخدم بالفعل.',
  'Password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'Role is required': 'الدور مطلوب',
  'The selected role is invalid': 'الدور المختار غير صالح',
  'You cannot change your own role': 'لا يمكنك تغيير دورك',
  'You cannot delete your own account': 'لا يمكنك حذف حسابك',
  'Gender is required': 'الجنس مطلوب',
  'Gender must be male or female': 'يجب أن يكون الجنس ذكر أو أنثى',
  'Birth date is required': 'تاريخ الميلاد مطلوب',
  'Password may not be longer than 200 characters': 'لا يجوز أن تزيد كلمة المرور عن 200 حرف',
};
