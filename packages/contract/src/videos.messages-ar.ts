/** Arabic texts of the videos domain: its contract schemas and its API module, keyed by their English text. */
export const videosMessagesAr: Record<string, string> = {
  'The file must be a video.': 'يجب أن يكون الملف فيديو.',
  'Please choose a video file.': 'يرجى اختيار ملف فيديو.',
  'The embedded HTML must be an iframe of an allowed video host.': 'يجب أن يكون كود التضمين إطار iframe من موقع فيديو مسموح به.',
  'The selected videos are invalid': 'الفيديوهات المختارة غير صالحة',
  'Video uploaded successfully': 'تم رفع الفيديو بنجاح',
  'Video updated successfully': 'تم تحديث الفيديو بنجاح',
  'Video deleted successfully': 'تم حذف الفيديو بنجاح',
  'Videos assigned successfully': 'تم إسناد الفيديوهات إلى الفصول بنجاح',
  'This link has expired or is not valid for this file.': 'انتهت صلاحية هذا الرابط أو أنه غير صالح لهذا الملف.',
  'The video is still being processed.': 'لا يزال الفيديو قيد المعالجة.',
  'This video is not a secure video.': 'هذا الفيديو ليس فيديو محمياً.',
  'Please select videos': 'يرجى اختيار الفيديوهات',
  'Secure must be 1 or 0': 'قيمة الحماية يجب أن تكون 1 أو 0',
};
