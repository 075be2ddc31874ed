/** Arabic texts of the parent-digest domain: its contract schemas and its API module, keyed by their English text. */
export const parentDigestMessagesAr: Record<string, string> = {
  'The student is required': 'الطالب مطلوب',
  'Unsubscribe from school e-mails': 'إلغاء الاشتراك في رسائل المدرسة',
  'List-Unsubscribe=One-Click is required': 'الحقل List-Unsubscribe=One-Click مطلوب',
};
