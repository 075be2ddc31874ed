import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, onlyValidFieldSchema } from '@backoffice/contract';
import type { FileStore } from '../../storage/file-store';
import { receiveMultipart, type UploadKind } from '../../storage/uploads';
import { AppError } from '../../plugins/app-error';

export type SheetUpload = { fileName: string; storedFile: string; onlyValid: boolean };

const WRONG_TYPE = 'The file must be an .xlsx or .xls spreadsheet.';

/** A spreadsheet whose name and bytes agree: an .xlsx that is one, or an .xls (an OLE2 compound file). */
export const SHEET_UPLOAD: UploadKind = {
  accept: (type, fileName) => {
    const extension = path.extname(fileName).toLowerCase();
    if (extension === '.xlsx' && type?.ext === 'xlsx') return { extension, contentType: type.mime };
    if (extension === '.xls' && (type?.ext === 'cfb' || type?.ext === 'xls')) {
      return { extension, contentType: 'application/vnd.ms-excel' };
    }
    return null;
  },
  wrongType: WRONG_TYPE,
};

/**
 * Streams the multipart `file` into the store through the one upload path and reads `only_valid`: 415 for
 * anything but an .xlsx/.xls (by name and by bytes), 413 past the size limit, 422 without a file.
 */
export async function receiveSheet(request: FastifyRequest, files: FileStore): Promise<SheetUpload> {
  if (!request.isMultipart()) throw new AppError(415, WRONG_TYPE, { file: [WRONG_TYPE] });
  const form = await receiveMultipart(request, files, {
    kind: SHEET_UPLOAD,
    maxBytes: IMPORT_MAX_BYTES,
    fileField: (name) => name === 'file',
    maxFields: 10,
  });
  const [upload] = form.files;
  if (!upload) throw new AppError(422, 'Please choose a file to import.', { file: ['Please choose a file to import.'] });
  const onlyValid = onlyValidFieldSchema.safeParse(form.fields.only_valid?.trim().toLowerCase());
  return { fileName: upload.originalName, storedFile: upload.storedName, onlyValid: onlyValid.success && onlyValid.data };
}
