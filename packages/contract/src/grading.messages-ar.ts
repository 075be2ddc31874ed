/** Arabic texts of the grading domain: its contract schemas and its API module, keyed by their English text. */
export const gradingMessagesAr: Record<string, string> = {
  'This submission was changed by {name} since you opened it': 'غيّر {name} هذا التسليم منذ أن فتحته',
};
