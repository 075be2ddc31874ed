/** Multipart bodies for app.inject: forms with files, as a browser sends them. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A file of a form: its name, its bytes, and the type the browser declares (the server reads the bytes). */
export type FormFile = { name: string; data: Buffer; type?: string };

/**
 * A form as t.call's `form` takes it, its fields in the order they are sent (uploads read the fields before
 * the file): a text, a list sent once per value (`classesId[]`), or a file.
 */
export type FormFields = Record<string, string | number | readonly (string | number)[] | FormFile>;

/** The parts of `fields`, in their order. */
export function formPartsOf(fields: FormFields): FormPart[] {
  return Object.entries(fields).flatMap(([name, value]): FormPart[] => {
    if (typeof value === 'object' && !Array.isArray(value)) {
      const file = value as FormFile;
      return [{ name, filename: file.name, content: file.data, type: file.type ?? 'application/octet-stream' }];
    }
    return [value as string | number | (string | number)[]].flat().map((item) => ({ name, value: String(item) }));
  });
}

/** A multipart/form-data payload for app.inject. */
export function multipartPayload(parts: FormPart[]) {
  const boundary = `----backoffice${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
