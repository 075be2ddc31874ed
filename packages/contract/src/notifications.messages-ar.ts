/** Arabic texts of the notifications domain: its contract schemas and its API module, keyed by their English text. */
export const notificationsMessagesAr: Record<string, string> = {
  'Title is required': 'العنوان مطلوب',
  'Title may not be longer than 190 characters': 'لا يجوز أن يزيد العنوان على 190 حرفاً',
  'Body may not be longer than 5000 characters': 'لا يجوز أن يزيد النص على 5000 حرف',
  'Some of the selected students are not in this class': 'بعض الطلاب المحددين ليسوا في هذا الفصل',
};
