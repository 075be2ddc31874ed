/** Arabic texts of the alerts domain: its contract schemas and its API module, keyed by their English text. */
export const alertsMessagesAr: Record<string, string> = {
  'Attendance alert': 'تنبيه الحضور',
  'Missing work alert': 'تنبيه واجبات غير مسلّمة',
  'Results alert': 'تنبيه النتائج',
  '{student} was absent from {className} {timesInARow}: {dates}.': 'تغيّب {student} عن {className} {timesInARow}: {dates}.',
  '{student} was absent from {percent}% of the sessions of {className} in {lastDays}: {dates}.':
    'تغيّب {student} عن {percent}% من حصص {className} في {lastDays}: {dates}.',
  '{name} (due {date})': '{name} (موعد التسليم {date})',
  '{student} has {items} of {className} not handed in by their due dates: {list}.':
    'لدى {student} {items} من {className} لم تُسلَّم في مواعيدها: {list}.',
  "The average of {student}'s {latestGraded} in {className} is {percent}%.":
    'متوسط {latestGraded} لـ {student} في {className} هو {percent}%.',
  'It fell by {points}.': 'وقد انخفض بمقدار {points}.',
  'This message is about {student}, a student of {className}.': 'تخص هذه الرسالة {student}، الطالب في {className}.',
  'New alerts in {className}': 'تنبيهات جديدة في {className}',
  'These alerts were raised in {className}:': 'ظهرت هذه التنبيهات في {className}:',
  'You receive this as a teacher of {className}.': 'تصلك هذه الرسالة بصفتك معلماً في {className}.',
  'Alert rule created successfully': 'تم إنشاء قاعدة التنبيه بنجاح',
  'Alert rule updated successfully': 'تم تحديث قاعدة التنبيه بنجاح',
  'Alert rule deleted successfully': 'تم حذف قاعدة التنبيه بنجاح',
  'Alert acknowledged': 'تم الاطلاع على التنبيه',
  'This alert is resolved': 'هذا التنبيه مُغلق',
  'The threshold must be between 1 and 100': 'يجب أن يكون الحد بين 1 و100',
  'The threshold must be a whole number for this kind': 'يجب أن يكون الحد عدداً صحيحاً لهذا النوع',
  'The window is required for this kind': 'المدة مطلوبة لهذا النوع',
  'The window must be between 1 and 365 days': 'يجب أن تكون المدة بين 1 و365 يوماً',
  'The item count must be between 1 and 20': 'يجب أن يكون عدد العناصر بين 1 و20',
  'The selected kind is invalid': 'النوع المحدد غير صالح',
  'The selected audience is invalid': 'الجهة المحددة غير صالحة',
  'The selected status is invalid': 'الحالة المحددة غير صالحة',
};
