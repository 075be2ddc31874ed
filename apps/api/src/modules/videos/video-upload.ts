import type { FastifyRequest } from 'fastify';
import { videoFieldsSchema, type VideoFields } from '@backoffice/contract';
import type { FileStore } from '../../storage/file-store';
import { receiveMultipart, withUploads } from '../../storage/uploads';
import type { Db } from '../../db/client';
import { parseScopedForm } from '../media/form-fields';
import { VIDEO_UPLOAD } from '../media/video-upload-kind';

/**
 * The upload and edit form through the one upload path: its classes (`classesId[]`, before the file) are scoped
 * (403) before a byte of the video is stored; the video streams to the store and is checked by its bytes and
 * ffprobe (415) and size (413), the fields are parsed (422) and scoped again; `save` gets the fields and the
 * stored file (secure videos only), and when it fails the file is removed.
 */
export async function withVideoUpload<T>(
  db: Db,
  request: FastifyRequest,
  files: FileStore,
  maxBytes: number,
  save: (fields: VideoFields, storedFile: string | null) => Promise<T>,
): Promise<T> {
  const form = await receiveMultipart(request, files, { kind: VIDEO_UPLOAD, maxBytes, fileField: (name) => name === 'video' });
  return withUploads(form, async () => {
    const fields = await parseScopedForm(db, request, videoFieldsSchema, form.fields);
    const storedFile = fields.isSecure ? (form.files[0]?.storedName ?? null) : null;
    const saved = await save(fields, storedFile);
    // A video that is not secure keeps no file.
    if (!storedFile) await form.discard();
    return saved;
  });
}
