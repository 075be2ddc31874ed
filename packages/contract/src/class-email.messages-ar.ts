/** Arabic texts of the class-email domain: its contract schemas and its API module, keyed by their English text. */
export const classEmailMessagesAr: Record<string, string> = {
  'Subject is required': 'الموضوع مطلوب',
  'Subject may not be longer than 300 characters': 'لا يجوز أن يزيد الموضوع على 300 حرف',
  'The body is too long': 'النص طويل جداً',
  'You receive this e-mail as a student of {className}, or as their parent.':
    'تصلك هذه الرسالة بصفتك طالباً في {className} أو ولي أمر طالب فيه.',
};
