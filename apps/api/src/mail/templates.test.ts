import { describe, expect, it } from 'vitest';
import { forgotPasswordMail, resetPasswordMail, setPasswordMail, signUpAttemptMail } from './templates';

const MAILS = {
  setPassword: (language: 'en' | 'ar') => setPasswordMail('a@example.com', 'Salma', 'https://x/set', 72, language),
  resetPassword: (language: 'en' | 'ar') => resetPasswordMail('a@example.com', 'Salma', 'https://x/set', 72, language),
  forgotPassword: (language: 'en' | 'ar') => forgotPasswordMail('a@example.com', 'Salma', 'https://x/set', 72, language),
  signUpAttempt: (language: 'en' | 'ar') => signUpAttemptMail('a@example.com', 'Salma', 'https://x/login', language),
};

describe('the account e-mails', () => {
  it.each(Object.entries(MAILS))('%s reads wholly in Arabic, right to left, for an Arabic reader', (_, mail) => {
    const english = mail('en');
    const arabic = mail('ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(arabic.subject).not.toBe(english.subject);
    const lines = (text: string) => text.split('\n\n');
    const untranslated = lines(arabic.text).filter((line) => lines(english.text).includes(line));
    expect(untranslated).toEqual([]);
    expect(arabic.text).toContain('Salma');
  });

  it('counts the hours of a link in the plural form of the language', () => {
    expect(setPasswordMail('a@example.com', 'Salma', 'https://x', 1).text).toContain('This link expires in 1 hour.');
    expect(setPasswordMail('a@example.com', 'Salma', 'https://x', 72).text).toContain('This link expires in 72 hours.');
    expect(setPasswordMail('a@example.com', 'Salma', 'https://x', 2, 'ar').text).toContain('خلال ساعتين.');
    expect(setPasswordMail('a@example.com', 'Salma', 'https://x', 72, 'ar').text).toContain('خلال 72 ساعة.');
  });
});
