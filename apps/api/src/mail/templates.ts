import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One branded layout for every message; `paragraphs` are plain text, escaped here. */
function layout(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): MailMessage {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '';
  return {
    to,
    subject,
    html: `<!doctype html><html><body><h2>${escapeHtml(subject)}</h2>\n${body}\n${button}</body></html>`,
    text: [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n'),
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

export const newPasswordMail = (to: string, name: string, password: string) =>
  layout(to, 'Your new password', [`Hello ${name},`, `Your password has been reset. Your new password is: ${password}`]);

export const welcomeStudentMail = (to: string, name: string, password: string) =>
  layout(to, 'Your student account', [`Hello ${name},`, `An account was created for you. Your password is: ${password}`]);
