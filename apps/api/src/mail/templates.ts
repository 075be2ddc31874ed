import { translateMessage, type Language } from '@backoffice/contract';
import type { MailHeaders } from '../db/schema';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

type Link = { label: string; url: string };

/**
 * One plain layout for every message; `paragraphs` are plain text, escaped here. A parent's message
 * passes its unsubscribe link, shown last, and its List-Unsubscribe headers. An Arabic message reads right to left.
 */
export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: Link,
  unsubscribe?: Link & { headers: MailHeaders },
  language: Language = 'en',
): MailMessage {
  const links = [action, unsubscribe].filter((link): link is Link => link !== undefined);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const buttons = links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join('\n');
  return {
    to,
    subject,
    html: `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><body><h2>${escapeHtml(subject)}</h2>\n${body}\n${buttons}</body></html>`,
    text: [...paragraphs, ...links.map((link) => `${link.label}: ${link.url}`)].join('\n\n'),
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

/** A password link's mail, in the reader's language: its texts are keys of the server's dictionaries. */
const linkMail =
  (subject: string, lines: string[], action: string) =>
  (to: string, name: string, url: string, hours: number, language: Language = 'en') => {
    const t = (text: string) => translateMessage(language, text, { name, hours });
    return layout(to, t(subject), [...lines, LINK_EXPIRES].map(t), { label: t(action), url }, undefined, language);
  };

const HELLO = 'Hello {name},';
const LINK_EXPIRES = 'This link expires in {hours} hours.';
const IGNORE = 'If it was not you, you can ignore this message.';

export const setPasswordMail = linkMail(
  'Set your password',
  [HELLO, 'An account was created for you. Choose your password to sign in.'],
  'Set password',
);

/** After staff reset a password: the old one no longer works, the link sets a new one. No password travels by mail. */
export const resetPasswordMail = linkMail(
  'Reset your password',
  [HELLO, 'Your password has been reset. Choose a new password to sign in.'],
  'Set password',
);

/** Asked for by the student on the sign-in page ("Forgot password?"); the old password keeps working until a new one is set. */
export const forgotPasswordMail = linkMail(
  'Choose a new password',
  [HELLO, 'Someone asked to reset the password of your account. Choose a new password with the link below.', IGNORE],
  'Set password',
);

/** To the owner of an e-mail someone used to sign up again: the sign-up itself answers as usual. */
export const signUpAttemptMail = (to: string, name: string, signInUrl: string, language: Language = 'en') => {
  const t = (text: string) => translateMessage(language, text, { name });
  const lines = [
    HELLO,
    'Someone tried to sign up as a student with this e-mail address, which already has an account. No new account was created.',
    'If it was you, sign in with your account instead. If not, you can ignore this message.',
  ];
  return layout(
    to,
    t('Sign-up attempt with your e-mail'),
    lines.map(t),
    { label: t('Sign in'), url: signInUrl },
    undefined,
    language,
  );
};
