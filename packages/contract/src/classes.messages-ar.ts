/** Arabic texts of the classes domain: its contract schemas and its API module, keyed by their English text. */
export const classesMessagesAr: Record<string, string> = {
  'The selected classes are invalid': 'الفصول المختارة غير صالحة',
  'The selected class is invalid': 'الفصل المختار غير صالح',
  'Class created successfully': 'تم إنشاء الفصل بنجاح',
  'Class updated successfully': 'تم تحديث الفصل بنجاح',
  'Class deleted successfully': 'تم حذف الفصل بنجاح',
  'The weekday must be one of Saturday to Friday': 'يجب أن يكون اليوم من السبت إلى الجمعة',
  'The type must be school or center': 'يجب أن يكون النوع مدرسة أو مركز',
  'The end date is required': 'تاريخ الانتهاء مطلوب',
  'The end date must be on or after the start date': 'يجب أن يكون تاريخ الانتهاء في أو بعد تاريخ البدء',
  'The school is required for a school class': 'المدرسة مطلوبة لفصل المدرسة',
  'The selected school is invalid': 'المدرسة المختارة غير صالحة',
  'The selected students are invalid': 'الطلاب المختارون غير صالحين',
  'Video removed from the class successfully': 'تمت إزالة الفيديو من الفصل بنجاح',
};
