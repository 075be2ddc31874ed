/** Arabic texts of the educational-parts domain: its contract schemas and its API module, keyed by their English text. */
export const educationalPartsMessagesAr: Record<string, string> = {
  'Educational part created successfully': 'تم إنشاء الجزء التعليمي بنجاح',
  'Educational part updated successfully': 'تم تحديث الجزء التعليمي بنجاح',
  'Educational part deleted successfully': 'تم حذف الجزء التعليمي بنجاح',
  'Class category is required': 'المادة مطلوبة',
  'The selected class category is invalid': 'المادة المختارة غير صالحة',
};
