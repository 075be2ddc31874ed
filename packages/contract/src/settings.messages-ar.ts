/** Arabic texts of the settings domain: its contract schemas and its API module, keyed by their English text. */
export const settingsMessagesAr: Record<string, string> = {
  'Settings saved successfully': 'تم حفظ الإعدادات بنجاح',
  'The day must be one of saturday to friday': 'يجب أن يكون اليوم من السبت إلى الجمعة',
  'The time is required': 'الوقت مطلوب',
  'The time must be in HH:mm form': 'يجب أن يكون الوقت بصيغة HH:mm',
  'The switch must be true or false': 'يجب أن تكون قيمة المفتاح صحيحة أو خاطئة',
  'The time zone must be a name such as Africa/Cairo': 'يجب أن تكون المنطقة الزمنية اسمًا مثل Africa/Cairo',
  // SCHOOL_TIMEZONE and MEETINGS_TIMEZONE at start (env.ts)
  'Not an IANA time zone': 'ليست منطقة زمنية بتسمية IANA',
};
