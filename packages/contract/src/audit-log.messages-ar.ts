/** Arabic texts of the audit-log domain: its contract schemas and its API module, keyed by their English text. */
export const auditLogMessagesAr: Record<string, string> = {
  'The entity is not one the history records': 'هذا النوع ليس مما يسجله السجل',
  'The end date must not be before the start date': 'يجب ألا يكون تاريخ النهاية قبل تاريخ البداية',
  'Change reverted successfully': 'تم التراجع عن التغيير بنجاح',
  'This kind of change cannot be reverted': 'لا يمكن التراجع عن هذا النوع من التغييرات',
  'This change was reverted already': 'تم التراجع عن هذا التغيير من قبل',
  'The value has changed since this change was made': 'تغيرت القيمة منذ إجراء هذا التغيير',
  'The value before this change was empty and cannot be put back': 'كانت القيمة قبل هذا التغيير فارغة ولا يمكن إرجاعها',
};
