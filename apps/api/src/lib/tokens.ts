import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link or a sign-in: 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, so a leaked table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
