import { type Language } from './language';
import { type CountForms } from './plural';

/** A message whose words follow a number: its forms in each language, chosen by the param `counts` names. */
export type CountedMessage = { counts: string } & Record<Language, CountForms>;

/**
 * The API's counted messages, keyed by their English text (the `other` form), as every message is.
 * translateMessage picks the form of the counted param; the Arabic dictionary holds each one's `other` form.
 */
export const countedMessages: Readonly<Record<string, CountedMessage>> = {
  'Notification sent to {count} students': {
    counts: 'count',
    en: { one: 'Notification sent to {count} student', other: 'Notification sent to {count} students' },
    ar: {
      zero: 'تم إرسال الإشعار إلى {count} طالب',
      one: 'تم إرسال الإشعار إلى طالب واحد',
      two: 'تم إرسال الإشعار إلى طالبين',
      few: 'تم إرسال الإشعار إلى {count} طلاب',
      many: 'تم إرسال الإشعار إلى {count} طالبًا',
      other: 'تم إرسال الإشعار إلى {count} طالب',
    },
  },
  'E-mail queued for {count} recipients': {
    counts: 'count',
    en: { one: 'E-mail queued for {count} recipient', other: 'E-mail queued for {count} recipients' },
    ar: {
      zero: 'تمت جدولة البريد إلى {count} مستلم',
      one: 'تمت جدولة البريد إلى مستلم واحد',
      two: 'تمت جدولة البريد إلى مستلمَين',
      few: 'تمت جدولة البريد إلى {count} مستلمين',
      many: 'تمت جدولة البريد إلى {count} مستلمًا',
      other: 'تمت جدولة البريد إلى {count} مستلم',
    },
  },
  'This center has {count} students. Move them to another center first.': {
    counts: 'count',
    en: {
      one: 'This center has {count} student. Move them to another center first.',
      other: 'This center has {count} students. Move them to another center first.',
    },
    ar: {
      zero: 'هذا المركز به {count} طالب. انقلهم إلى مركز آخر أولاً.',
      one: 'هذا المركز به طالب واحد. انقله إلى مركز آخر أولاً.',
      two: 'هذا المركز به طالبان. انقلهما إلى مركز آخر أولاً.',
      few: 'هذا المركز به {count} طلاب. انقلهم إلى مركز آخر أولاً.',
      many: 'هذا المركز به {count} طالبًا. انقلهم إلى مركز آخر أولاً.',
      other: 'هذا المركز به {count} طالب. انقلهم إلى مركز آخر أولاً.',
    },
  },
  'This course has {count} educational parts. Delete them first.': {
    counts: 'count',
    en: {
      one: 'This course has {count} educational part. Delete it first.',
      other: 'This course has {count} educational parts. Delete them first.',
    },
    ar: {
      zero: 'هذه المادة بها {count} جزء تعليمي. احذفها أولاً.',
      one: 'هذه المادة بها جزء تعليمي واحد. احذفه أولاً.',
      two: 'هذه المادة بها جزآن تعليميان. احذفهما أولاً.',
      few: 'هذه المادة بها {count} أجزاء تعليمية. احذفها أولاً.',
      many: 'هذه المادة بها {count} جزءًا تعليميًا. احذفها أولاً.',
      other: 'هذه المادة بها {count} جزء تعليمي. احذفها أولاً.',
    },
  },
  'This educational part has {count} questions; its course cannot change.': {
    counts: 'count',
    en: {
      one: 'This educational part has {count} question; its course cannot change.',
      other: 'This educational part has {count} questions; its course cannot change.',
    },
    ar: {
      zero: 'هذا الجزء التعليمي به {count} سؤال؛ لا يمكن تغيير مادته.',
      one: 'هذا الجزء التعليمي به سؤال واحد؛ لا يمكن تغيير مادته.',
      two: 'هذا الجزء التعليمي به سؤالان؛ لا يمكن تغيير مادته.',
      few: 'هذا الجزء التعليمي به {count} أسئلة؛ لا يمكن تغيير مادته.',
      many: 'هذا الجزء التعليمي به {count} سؤالًا؛ لا يمكن تغيير مادته.',
      other: 'هذا الجزء التعليمي به {count} سؤال؛ لا يمكن تغيير مادته.',
    },
  },
  'This educational part has {count} questions. Delete them or move them to another part first.': {
    counts: 'count',
    en: {
      one: 'This educational part has {count} question. Delete it or move it to another part first.',
      other: 'This educational part has {count} questions. Delete them or move them to another part first.',
    },
    ar: {
      zero: 'هذا الجزء التعليمي به {count} سؤال. احذفها أو انقلها إلى جزء آخر أولاً.',
      one: 'هذا الجزء التعليمي به سؤال واحد. احذفه أو انقله إلى جزء آخر أولاً.',
      two: 'هذا الجزء التعليمي به سؤالان. احذفهما أو انقلهما إلى جزء آخر أولاً.',
      few: 'هذا الجزء التعليمي به {count} أسئلة. احذفها أو انقلها إلى جزء آخر أولاً.',
      many: 'هذا الجزء التعليمي به {count} سؤالًا. احذفها أو انقلها إلى جزء آخر أولاً.',
      other: 'هذا الجزء التعليمي به {count} سؤال. احذفها أو انقلها إلى جزء آخر أولاً.',
    },
  },
  'Only {available} questions can be drawn from this part; {quantity} were asked for.': {
    counts: 'available',
    en: {
      one: 'Only {available} question can be drawn from this part; {quantity} were asked for.',
      other: 'Only {available} questions can be drawn from this part; {quantity} were asked for.',
    },
    ar: {
      zero: 'لا يمكن سحب أي سؤال من هذا الجزء؛ والمطلوب {quantity}.',
      one: 'يمكن سحب سؤال واحد فقط من هذا الجزء؛ والمطلوب {quantity}.',
      two: 'يمكن سحب سؤالين فقط من هذا الجزء؛ والمطلوب {quantity}.',
      few: 'يمكن سحب {available} أسئلة فقط من هذا الجزء؛ والمطلوب {quantity}.',
      many: 'يمكن سحب {available} سؤالًا فقط من هذا الجزء؛ والمطلوب {quantity}.',
      other: 'يمكن سحب {available} سؤال فقط من هذا الجزء؛ والمطلوب {quantity}.',
    },
  },
  'This link expires in {hours} hours.': {
    counts: 'hours',
    en: { one: 'This link expires in {hours} hour.', other: 'This link expires in {hours} hours.' },
    ar: {
      zero: 'تنتهي صلاحية هذا الرابط خلال {hours} ساعة.',
      one: 'تنتهي صلاحية هذا الرابط خلال ساعة واحدة.',
      two: 'تنتهي صلاحية هذا الرابط خلال ساعتين.',
      few: 'تنتهي صلاحية هذا الرابط خلال {hours} ساعات.',
      many: 'تنتهي صلاحية هذا الرابط خلال {hours} ساعة.',
      other: 'تنتهي صلاحية هذا الرابط خلال {hours} ساعة.',
    },
  },
};

/** The Arabic dictionary's piece for the counted messages: each one's `other` form. */
export const countedMessagesAr: Record<string, string> = Object.fromEntries(
  Object.entries(countedMessages).map(([english, message]) => [english, message.ar.other]),
);
