/** Arabic texts of the import-export domain: its contract schemas and its API module, keyed by their English text. */
export const importExportMessagesAr: Record<string, string> = {
  'The file must be an .xlsx or .xls spreadsheet.': 'يجب أن يكون الملف جدول بيانات بصيغة .xlsx أو .xls.',
  'Please choose a file to import.': 'يرجى اختيار ملف للاستيراد.',
  'The export has started; download it from the Import/Export page.': 'بدأ التصدير؛ يمكنك تنزيله من صفحة الاستيراد والتصدير.',
  'The import has started; follow it on the Import/Export page.': 'بدأ الاستيراد؛ تابعه من صفحة الاستيراد والتصدير.',
  Guide: 'إرشادات',
  'Fill in one student per row under the header row; keep the header row as it is.':
    'اكتب طالباً واحداً في كل صف تحت صف العناوين، واترك صف العناوين كما هو (بأسماء الأعمدة الإنجليزية التي يقرؤها الاستيراد).',
  'Required columns: {columns}.': 'الأعمدة المطلوبة: {columns}.',
  'gender: male or female. birthDate: YYYY-MM-DD or DD/MM/YYYY.':
    'gender (الجنس): male أو female. birthDate (تاريخ الميلاد): YYYY-MM-DD أو DD/MM/YYYY.',
  'studentType: school or center; a center student needs centerId or center (the center name).':
    'studentType (نوع الطالب): school أو center؛ طالب السنتر يحتاج centerId أو center (اسم السنتر).',
  'Row 2 is an example that imports as it is: replace it with your students or delete it.':
    'الصف 2 مثال يُستورد كما هو: استبدله بطلابك أو احذفه.',
};
