import { describe, expect, it } from 'vitest';
import { countedMessages, translateMessage } from './messages';

const SENT = 'Notification sent to {count} students';

describe('a counted message', () => {
  it('takes the English singular for one and the plural otherwise', () => {
    expect(translateMessage('en', SENT, { count: 1 })).toBe('Notification sent to 1 student');
    expect(translateMessage('en', SENT, { count: 0 })).toBe('Notification sent to 0 students');
    expect(translateMessage('en', SENT, { count: 2 })).toBe('Notification sent to 2 students');
  });

  it("takes Arabic's forms: one, two, few (3–10), many (11–99) and other (100…)", () => {
    const arabic = (count: number) => translateMessage('ar', SENT, { count });
    expect(arabic(1)).toBe('تم إرسال الإشعار إلى طالب واحد');
    expect(arabic(2)).toBe('تم إرسال الإشعار إلى طالبين');
    expect(arabic(3)).toBe('تم إرسال الإشعار إلى 3 طلاب');
    expect(arabic(11)).toBe('تم إرسال الإشعار إلى 11 طالبًا');
    expect(arabic(100)).toBe('تم إرسال الإشعار إلى 100 طالب');
  });

  it('is counted by the param it names, the others filled in as they are', () => {
    const drawn = 'Only {available} questions can be drawn from this part; {quantity} were asked for.';
    expect(translateMessage('en', drawn, { available: 1, quantity: 3 })).toBe(
      'Only 1 question can be drawn from this part; 3 were asked for.',
    );
    expect(translateMessage('ar', drawn, { available: 2, quantity: 3 })).toBe('يمكن سحب سؤالين فقط من هذا الجزء؛ والمطلوب 3.');
  });

  it('has the forms each language needs, none writing "(s)"', () => {
    for (const [english, message] of Object.entries(countedMessages)) {
      expect(message.en.other).toBe(english);
      expect(Object.keys(message.en).sort()).toEqual(['one', 'other']);
      expect(Object.keys(message.ar).sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
      expect(JSON.stringify(message)).not.toContain('(s)');
    }
  });
});
