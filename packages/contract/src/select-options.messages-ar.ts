/** Arabic texts of the select-options domain: its contract schemas and its API module, keyed by their English text. */
export const selectOptionsMessagesAr: Record<string, string> = {
  'Type at least 3 characters to search': 'اكتب 3 أحرف على الأقل للبحث',
};
