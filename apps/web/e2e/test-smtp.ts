import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../playwright.config';

type Mail = { to: string[]; body: string };

/**
 * The real SMTP server the app delivers to in the browser tests (on E2E_SMTP_PORT): every message lands
 * in `received`, its quoted-printable soft breaks and escapes undone so links and texts can be read.
 */
export async function startTestSmtp() {
  const received: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const body = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_w, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  expect((smtp.server.address() as AddressInfo).port).toBe(E2E_SMTP_PORT);
  return { received, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}
