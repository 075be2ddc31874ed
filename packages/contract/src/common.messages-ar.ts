/** Arabic texts of field rules shared by several domains, keyed by their English text. */
export const commonMessagesAr: Record<string, string> = {
  'Name is required': 'الاسم مطلوب',
  'The password confirmation does not match': 'تأكيد كلمة المرور غير مطابق',
  'The page cursor is not valid': 'مؤشر الصفحة غير صالح',
  'The start time is required': 'وقت البدء مطلوب',
  'The start time must be in HH:mm form': 'يجب أن يكون وقت البدء بصيغة HH:mm',
  'The start date is required': 'تاريخ البدء مطلوب',
  'Name may not be longer than 190 characters': 'لا يجوز أن يزيد الاسم عن 190 حرفاً',
  'The text contains characters that are not allowed': 'يحتوي النص على أحرف غير مسموح بها',
  'The selected id is invalid': 'المعرف المحدد غير صالح',
  'The list must hold ids': 'يجب أن تكون القائمة من المعرفات',
  'The list has too many items': 'القائمة تحتوي على عناصر كثيرة جداً',
  'Please select classes': 'يرجى اختيار الفصول',
  'Due date is required': 'تاريخ الاستحقاق مطلوب',
  'Body is required': 'النص مطلوب',
  // The kinds of graded work, as the report PDF and the weekly e-mail name them
  Homework: 'واجب',
  Quiz: 'اختبار قصير',
  Exam: 'امتحان',
  Classwork: 'عمل صفي',
};
