/** Arabic texts of the pdfs domain: its contract schemas and its API module, keyed by their English text. */
export const pdfsMessagesAr: Record<string, string> = {
  'The selected pdfs are invalid': 'ملفات PDF المختارة غير صالحة',
  'Pdfs uploaded successfully': 'تم رفع ملفات PDF بنجاح',
  'Pdf updated successfully': 'تم تحديث ملف PDF بنجاح',
  'Pdf deleted successfully': 'تم حذف ملف PDF بنجاح',
  'Pdfs assigned successfully': 'تم إسناد ملفات PDF إلى الفصول بنجاح',
  'Please choose at least one PDF file.': 'يرجى اختيار ملف PDF واحد على الأقل.',
  'Method not allowed.': 'الطريقة غير مسموح بها.',
  'Please select pdfs': 'يرجى اختيار ملفات PDF',
};
