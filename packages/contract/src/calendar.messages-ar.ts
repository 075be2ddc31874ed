/** Arabic texts of the calendar domain: its contract schemas and its API module, keyed by their English text. */
export const calendarMessagesAr: Record<string, string> = {
  'The end of the range must be on or after its start': 'يجب أن تكون نهاية الفترة في أو بعد بدايتها',
  'The range may not be longer than 62 days': 'لا يجوز أن تزيد الفترة عن 62 يوماً',
};
