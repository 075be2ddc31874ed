/** Arabic texts of the assessments domain: its contract schemas and its API module, keyed by their English text. */
export const assessmentsMessagesAr: Record<string, string> = {
  'The version must be a number': 'يجب أن يكون الإصدار رقماً',
  'Question type must be static or dynamic': 'نوع السؤال يجب أن يكون ثابتاً أو ديناميكياً',
  'Question is required': 'السؤال مطلوب',
  'Duration must be a whole number of minutes': 'يجب أن تكون المدة عدداً صحيحاً من الدقائق',
  'The score must be a number': 'يجب أن تكون الدرجة رقماً',
  'The score must be 0 or more': 'يجب أن تكون الدرجة 0 أو أكثر',
  'Each entry must be [studentId, itemId, score]': 'يجب أن يكون كل عنصر [studentId, itemId, score]',
  'Scores are required': 'الدرجات مطلوبة',
  'The selected answer is invalid': 'الإجابة المختارة غير صالحة',
  'Answered questions are required': 'الأسئلة المجابة مطلوبة',
};
