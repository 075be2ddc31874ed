import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

/**
 * A multipart form whose file is `bytes` long, `startsWith` (a real video's first bytes, so it is typed as one)
 * then zeros made as they are read, never held whole: a body as large as a real video upload, sent over a
 * socket. `sentFileBytes()` says how much of the file has been read so far.
 */
export function streamedForm(
  fields: [string, string][],
  file: { field: string; name: string; bytes: number; startsWith?: Buffer },
) {
  const boundary = `----streamed${Math.random().toString(16).slice(2)}`;
  const start = file.startsWith ?? Buffer.alloc(0);
  const head = Buffer.concat([
    ...fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    start,
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = Buffer.alloc(2 ** 20);
  let sent = start.length;
  let isHeadSent = false;
  const body = new Readable({
    read() {
      if (!isHeadSent) {
        isHeadSent = true;
        this.push(head);
        return;
      }
      if (sent >= file.bytes) {
        this.push(tail);
        this.push(null);
        return;
      }
      const size = Math.min(zeros.length, file.bytes - sent);
      sent += size;
      this.push(zeros.subarray(0, size));
    },
  });
  return {
    body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length - start.length + file.bytes + tail.length),
    },
    sentFileBytes: () => sent,
  };
}

export type EarlyAnswer = {
  status: number;
  body: { message: string; errors: Record<string, string[]> | null };
  sentFileBytes: number;
};

/**
 * POSTs a streamed form to a listening server and resolves with its answer as soon as it has come, with how
 * much of the file had been sent by then; the rest of the body is then not sent (the request is ended).
 */
export function postStreamed(
  server: http.Server,
  url: string,
  headers: Record<string, string>,
  form: ReturnType<typeof streamedForm>,
): Promise<EarlyAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: url,
      method: 'POST',
      headers: { ...headers, ...form.headers },
      agent: false,
    });
    request.on('response', (response) => {
      const sentFileBytes = form.sentFileBytes();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        form.body.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), sentFileBytes });
      });
    });
    request.on('error', reject);
    form.body.pipe(request);
  });
}
