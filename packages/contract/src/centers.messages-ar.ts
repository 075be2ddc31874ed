/** Arabic texts of the centers domain: its contract schemas and its API module, keyed by their English text. */
export const centersMessagesAr: Record<string, string> = {
  'Center created successfully': 'تم إنشاء المركز بنجاح',
  'Center updated successfully': 'تم تحديث المركز بنجاح',
  'Center deleted successfully': 'تم حذف المركز بنجاح',
};
