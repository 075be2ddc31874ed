/** Arabic texts of the backup domain: its contract schemas and its API module, keyed by their English text. */
export const backupMessagesAr: Record<string, string> = {
  'This server runs on PostgreSQL: back up its database with pg_dump and its files with the bucket versioning (docs/deploying.md)':
    'يعمل هذا الخادم على PostgreSQL: انسخ قاعدة بياناته احتياطياً بـ pg_dump وملفاته بخاصية تعدد الإصدارات في الحاوية (docs/deploying.md)',
  'A backup is already being taken: download it again once it has finished':
    'تُؤخذ نسخة احتياطية الآن: نزّلها مرة أخرى بعد أن تنتهي',
};
