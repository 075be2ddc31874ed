/** Arabic texts of the dates domain: its contract schemas and its API module, keyed by their English text. */
export const datesMessagesAr: Record<string, string> = {
  'The date is required': 'التاريخ مطلوب',
  'The date must be a real day as YYYY-MM-DD, in the years 1900 to 2999':
    'يجب أن يكون التاريخ يومًا موجودًا بالصيغة YYYY-MM-DD، بين عامي 1900 و2999',
  'The date and time are required': 'التاريخ والوقت مطلوبان',
  'The date and time must be real, as YYYY-MM-DD HH:mm, in the years 1900 to 2999':
    'يجب أن يكون التاريخ والوقت موجودين بالصيغة YYYY-MM-DD HH:mm، بين عامي 1900 و2999',
  'This date does not exist': 'هذا التاريخ غير موجود',
};
