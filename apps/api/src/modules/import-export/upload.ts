import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, onlyValidFieldSchema } from '@backoffice/contract';
import type { FileStore } from '../../storage/file-store';
import { AppError } from '../../plugins/app-error';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a ZIP archive
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // an OLE2 compound file

export type SheetUpload = { fileName: string; storedFile: string; onlyValid: boolean };

const wrongType = () =>
  new AppError(415, 'The file must be an .xlsx or .xls spreadsheet.', {
    file: ['The file must be an .xlsx or .xls spreadsheet.'],
  });
const tooLarge = () =>
  new AppError(
    413,
    'The file may not be larger than {mb} MB.',
    { file: ['The file is too large.'] },
    { mb: IMPORT_MAX_BYTES / 2 ** 20 },
  );

/** Keeps the first bytes that flow through, to check the file's type by its content. */
function headSniffer(length: number) {
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < length) head = Buffer.concat([head, chunk.subarray(0, length - head.length)]);
      callback(null, chunk);
    },
  });
  return { stream, head: () => head };
}

/**
 * Streams the multipart `file` into the store and reads `only_valid`: 415 for anything but an
 * .xlsx/.xls (by name and by bytes), 413 past the size limit, 422 without a file.
 */
export async function receiveSheet(request: FastifyRequest, files: FileStore): Promise<SheetUpload> {
  if (!request.isMultipart()) throw wrongType();
  let upload: { fileName: string; storedFile: string } | null = null;
  let onlyValidText: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'only_valid') onlyValidText = String(part.value).trim().toLowerCase();
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const extension = path.extname(part.filename).toLowerCase();
      if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw wrongType();
      const storedFile = files.newName(extension);
      const sniffer = headSniffer(XLS_MAGIC.length);
      await pipeline(part.file, sniffer.stream, files.createWriteStream(storedFile));
      upload = { fileName: path.basename(part.filename).slice(0, 255), storedFile };
      if (part.file.truncated) throw tooLarge();
      const magic = extension === '.xlsx' ? XLSX_MAGIC : XLS_MAGIC;
      if (!sniffer.head().subarray(0, magic.length).equals(magic)) throw wrongType();
    }
  } catch (error) {
    if (upload) await files.remove(upload.storedFile);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!upload) throw new AppError(422, 'Please choose a file to import.', { file: ['Please choose a file to import.'] });
  const onlyValid = onlyValidFieldSchema.safeParse(onlyValidText);
  return { ...upload, onlyValid: onlyValid.success && onlyValid.data };
}
