import type { MailHeaders } from '../db/schema';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

type Link = { label: string; url: string };

/**
 * One plain layout for every message; `paragraphs` are plain text, escaped here. A parent's message
 * passes its unsubscribe link, shown last, and its List-Unsubscribe headers.
 */
export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: Link,
  unsubscribe?: Link & { headers: MailHeaders },
): MailMessage {
  const links = [action, unsubscribe].filter((link): link is Link => link !== undefined);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const buttons = links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`).join('\n');
  return {
    to,
    subject,
    html: `<!doctype html><html><body><h2>${escapeHtml(subject)}</h2>\n${body}\n${buttons}</body></html>`,
    text: [...paragraphs, ...links.map((link) => `${link.label}: ${link.url}`)].join('\n\n'),
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  };
}

export const setPasswordMail = (to: string, name: string, url: string, hours: number) =>
  layout(
    to,
    'Set your password',
    [
      `Hello ${name},`,
      'An account was created for you. Choose your password to sign in.',
      `This link expires in ${hours} hours.`,
    ],
    { label: 'Set password', url },
  );

/** To the owner of an e-mail someone used to sign up again: the sign-up itself answers as usual. */
export const signUpAttemptMail = (to: string, name: string, signInUrl: string) =>
  layout(
    to,
    'Sign-up attempt with your e-mail',
    [
      `Hello ${name},`,
      'Someone tried to sign up as a student with this e-mail address, which already has an account. No new account was created.',
      'If it was you, sign in with your account instead. If not, you can ignore this message.',
    ],
    { label: 'Sign in', url: signInUrl },
  );

/** After staff reset a password: the old one no longer works, the link sets a new one. No password travels by mail. */
export const resetPasswordMail = (to: string, name: string, url: string, hours: number) =>
  layout(
    to,
    'Reset your password',
    [`Hello ${name},`, 'Your password has been reset. Choose a new password to sign in.', `This link expires in ${hours} hours.`],
    { label: 'Set password', url },
  );

/** Asked for by the student on the sign-in page ("Forgot password?"); the old password keeps working until a new one is set. */
export const forgotPasswordMail = (to: string, name: string, url: string, hours: number) =>
  layout(
    to,
    'Choose a new password',
    [
      `Hello ${name},`,
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
      'If it was not you, you can ignore this message.',
      `This link expires in ${hours} hours.`,
    ],
    { label: 'Set password', url },
  );
