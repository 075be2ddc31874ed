/** Arabic texts of the coded job messages (JOB_MESSAGES in jobs.ts), as the API fills error_message and errors_json, keyed by their English text. */
export const jobsMessagesAr: Record<string, string> = {
  'The job could not be queued; please try again.': 'تعذر بدء المهمة؛ يرجى المحاولة مرة أخرى.',
  'The sheet is empty.': 'جدول البيانات فارغ.',
  'The sheet has no student rows.': 'لا يحتوي جدول البيانات على صفوف طلاب.',
  'The file could not be read as an .xlsx spreadsheet.': 'تعذرت قراءة الملف كجدول بيانات بصيغة .xlsx.',
  'Excel 97-2003 (.xls) sheets cannot be read; save the file as .xlsx and import it again.':
    'لا يمكن قراءة ملفات Excel 97-2003 (.xls)؛ احفظ الملف بصيغة .xlsx ثم استورده مرة أخرى.',
  'No row is valid; nothing was imported.': 'لا يوجد صف صالح؛ لم يتم استيراد أي شيء.',
  'The import failed unexpectedly; nothing was imported.': 'فشل الاستيراد بشكل غير متوقع؛ لم يتم استيراد أي شيء.',
  'The export failed unexpectedly.': 'فشل التصدير بشكل غير متوقع.',
  'The job was interrupted when the server stopped; please start it again.':
    'توقفت المهمة عند إيقاف الخادم؛ يرجى بدئها مرة أخرى.',
  'The job failed unexpectedly.': 'فشلت المهمة بشكل غير متوقع.',
  '{failed} of {total} rows have errors; nothing was imported.': 'صفوف بها أخطاء: {failed} من {total}؛ لم يتم استيراد أي شيء.',
  'Imported {written} of {total} rows; {skipped} rows with errors were skipped.':
    'تم استيراد {written} من {total} من الصفوف، وتم تخطي الصفوف التي بها أخطاء ({skipped}).',
  'The sheet is missing the required columns: {columns}.': 'ينقص جدول البيانات الأعمدة المطلوبة التالية: {columns}.',
  'The header row has no {column} column.': 'لا يحتوي صف العناوين على العمود {column}.',
  'Center "{name}" was not found': 'لم يتم العثور على المركز "{name}"',
  'The email {email} is repeated in the file (first in row {row})':
    'البريد الإلكتروني {email} مكرر في الملف (ورد أولاً في الصف {row})',
  'The email {email} has already been taken': 'البريد الإلكتروني {email} مستخدم بالفعل',
  'The report could not be generated.': 'تعذر إنشاء التقرير.',
  'The PDF engine (Chromium) is not installed on the server.': 'محرك ملفات PDF (كروميوم) غير مثبت على الخادم.',
  'The class of this report no longer exists.': 'فصل هذا التقرير لم يعد موجوداً.',
  'ffmpeg is not installed on the server, so secure videos cannot be processed.':
    'برنامج ffmpeg غير مثبت على الخادم، لذلك لا يمكن معالجة الفيديوهات المحمية.',
  'The video could not be processed: {reason}': 'تعذرت معالجة الفيديو: {reason}',
  'Processing the video failed unexpectedly.': 'فشلت معالجة الفيديو بشكل غير متوقع.',
};
