/** Arabic texts of the notes domain: its contract schemas and its API module, keyed by their English text. */
export const notesMessagesAr: Record<string, string> = {
  'Note created successfully': 'تم إنشاء الملاحظة بنجاح',
  'Note updated successfully': 'تم تحديث الملاحظة بنجاح',
  'Note deleted successfully': 'تم حذف الملاحظة بنجاح',
  'Note is required': 'الملاحظة مطلوبة',
};
