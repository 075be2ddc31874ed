/** Arabic texts of the teachers domain: its contract schemas and its API module, keyed by their English text. */
export const teachersMessagesAr: Record<string, string> = {
  'Teacher created successfully': 'تم إنشاء المعلم بنجاح',
  'Teacher updated successfully': 'تم تحديث المعلم بنجاح',
  'Teacher deleted successfully': 'تم حذف المعلم بنجاح',
  'The selected teachers are invalid': 'المعلمون المختارون غير صالحين',
  'The link is invalid or has expired': 'الرابط غير صالح أو منتهي الصلاحية',
  'Classes are chosen on the class screens': 'تُختار الفصول من شاشات الفصول',
};
