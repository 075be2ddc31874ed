/** Arabic texts of the class-events domain: its contract schemas and its API module, keyed by their English text. */
export const classEventsMessagesAr: Record<string, string> = {
  'Too many live registers are open for you. Close some tabs, or try again in {seconds} seconds.':
    'لديك سجلات مباشرة مفتوحة كثيرة. أغلق بعض التبويبات، أو حاول مرة أخرى بعد {seconds} ثانية.',
  'Too many live registers are open on the server. Please try again in {seconds} seconds.':
    'على الخادم سجلات مباشرة مفتوحة كثيرة. حاول مرة أخرى بعد {seconds} ثانية.',
};
