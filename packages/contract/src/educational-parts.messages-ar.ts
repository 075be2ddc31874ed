/** Arabic texts of the educational-parts domain: its contract schemas and its API module, keyed by their English text. */
export const educationalPartsMessagesAr: Record<string, string> = {
  'Educational part created successfully': 'تم إنشاء الجزء التعليمي بنجاح',
  'Educational part updated successfully': 'تم تحديث الجزء التعليمي بنجاح',
  'Educational part deleted successfully': 'تم حذف الجزء التعليمي بنجاح',
  'Class category is required': 'المادة مطلوبة',
  'The selected class category is invalid': 'المادة المختارة غير صالحة',
  'This educational part has {count} question(s); its course cannot change.':
    'هذا الجزء التعليمي به {count} سؤال؛ لا يمكن تغيير مادته.',
  'This educational part has {count} question(s). Delete them or move them to another part first.':
    'هذا الجزء التعليمي به {count} سؤال. احذفها أو انقلها إلى جزء آخر أولاً.',
};
