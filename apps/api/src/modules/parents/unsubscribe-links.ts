import { translateMessage, type Language } from '@backoffice/contract';
import type { Db } from '../../db/client';
import type { MailHeaders } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { unsubscribeSigner } from './unsubscribe-token';

/** What makes one parent e-mail unsubscribable: the link in its footer and its RFC 8058 header lines. */
export type Unsubscribe = {
  /** The page the e-mail's link opens: it asks first (a mail scanner may open links), then unsubscribes. */
  url: string;
  /** The link's text, in the e-mail's language. */
  label: string;
  /**
   * `List-Unsubscribe` with the one-click address (POSTed by the mail client with `List-Unsubscribe=One-Click`,
   * RFC 8058) and `List-Unsubscribe-Post` that says so. No mailto: nobody reads a mailbox for it.
   */
  headers: MailHeaders;
};

const UNSUBSCRIBE_LABEL = 'Unsubscribe from school e-mails';

/**
 * The unsubscribe link and headers of each parent address, signed with one read of the key. Every e-mail
 * to a parent carries them; the token travels as `token` in the query, which the logs redact.
 */
export async function unsubscribeLinks(db: Db, mailer: Mailer): Promise<UnsubscribeLinks> {
  const sign = await unsubscribeSigner(db);
  return (email, language) => linksOf(mailer, encodeURIComponent(sign(email)), language);
}

/** For a preview shown to staff: the same lines, with a token that unsubscribes nobody. */
export const previewUnsubscribeLinks =
  (mailer: Mailer): UnsubscribeLinks =>
  (_email, language) =>
    linksOf(mailer, 'preview', language);

export type UnsubscribeLinks = (email: string, language: Language) => Unsubscribe;

function linksOf(mailer: Mailer, token: string, language: Language): Unsubscribe {
  return {
    url: mailer.linkTo(`/api/home/unsubscribe?token=${token}`),
    label: translateMessage(language, UNSUBSCRIBE_LABEL),
    headers: {
      'List-Unsubscribe': `<${mailer.linkTo(`/api/home/unsubscribe/one-click?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
