import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { fileTypeStream, type FileTypeResult } from 'file-type/node';
import { AppError } from '../plugins/app-error';
import type { FileStore } from './file-store';
import { storeWriteFailure } from './store-write-failures';

/**
 * The one upload path of the app: a multipart form whose files stream into the file store under
 * generated names, each typed by its first bytes with file-type (never its name or header: 415) and
 * size-limited (413: at once when the declared length is past it); an empty file is a 422 ("The file is empty"). The route's class scope is checked on
 * the fields that come before the first file, before a byte of it is stored (`request.uploadGate`, set by the
 * policy). A full store answers 507, one that refuses writes 503. A failure at any point removes every file
 * already stored for the request (no orphans), answers at once and throws the rest of the body away; and
 * `withUploads` removes the files when the work done with them (a transaction) fails.
 * Another kind of file adds an UploadKind; it does not add a second path.
 */
export type UploadKind = {
  /**
   * How a file of the type its bytes show is stored (the stored name's extension and its content type),
   * or null when this kind does not take it. `fileName` is the client's, for kinds that also want a
   * matching name.
   */
  accept(type: FileTypeResult | undefined, fileName: string): { extension: string; contentType: string } | null;
  wrongType: string;
  /**
   * A deeper check of the stored file once it is complete (ffprobe for a video): false is a 415 like a
   * wrong type, and the file is removed.
   */
  verify?: (store: FileStore, storedName: string) => Promise<boolean>;
};

export const PDF_UPLOAD: UploadKind = {
  accept: (type) => (type?.ext === 'pdf' ? { extension: '.pdf', contentType: 'application/pdf' } : null),
  wrongType: 'The file must be a PDF.',
};

export type StoredUpload = {
  /** The form field it came in (`pdf`, `exams[0][updatedFile]`). */
  field: string;
  storedName: string;
  /** The client's file name, cut to 255 characters: for display only. */
  originalName: string;
  contentType: string;
  size: number;
};

export type MultipartForm = {
  /** Text fields by their form name (`grading[0][grade]`); parse with `nestFormFields`. */
  fields: Record<string, string>;
  files: StoredUpload[];
  /** Removes every stored file of the form. */
  discard(): Promise<void>;
};

export type UploadOptions = {
  kind: UploadKind;
  maxBytes: number;
  /** Which form fields may carry a file; a file in any other field is refused (422). */
  fileField: (name: string) => boolean;
  maxFiles?: number;
  maxFields?: number;
};

/**
 * What the fields that come before a form's first file must settle before a byte of it is stored: the route's
 * `form.<field>` scope (policy.ts sets it on the request). `check` gets the fields read so far, nested
 * (`classesId[0]` → `classesId: [...]`); a field named in `fields` that comes after the file is refused (422).
 */
export type UploadGate = { fields: string[]; check(fieldsSoFar: Record<string, unknown>): Promise<void> };

declare module 'fastify' {
  interface FastifyRequest {
    uploadGate: UploadGate | null;
  }
}

/** Room for a form's text fields and part headers beside its files, in a declared body length. */
const FORM_OVERHEAD_BYTES = 2 * 2 ** 20;
/** How long the rest of a refused body is read and thrown away (so a browser reads the answer) before the connection is closed. */
const LINGER_MS = 10_000;

const mbOf = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const tooLarge = (field: string, maxBytes: number) =>
  new AppError(413, 'The file may not be larger than {mb} MB.', { [field]: ['The file is too large.'] }, { mb: mbOf(maxBytes) });
const mustComeFirst = (field: string) =>
  new AppError(
    422,
    'The field {field} must come before the file.',
    { [field]: ['This field must come before the file.'] },
    { field },
  );
const emptyFile = (field: string) => new AppError(422, 'The file is empty', { [field]: ['The file is empty'] });
/** The form name's first key: `classesId[0]` → `classesId`. */
const rootOf = (name: string) => name.split('[')[0];

/**
 * After a refusal the answer goes at once and nothing more is stored: the rest of the body is read and thrown
 * away (a browser still uploading then reads the answer rather than a reset connection), and after LINGER_MS
 * the connection is closed, so a refused 2 GB upload costs no more than that.
 */
function discardRest(request: FastifyRequest, parts: AsyncIterator<Multipart> | null, open: Readable | null = null) {
  const raw = request.raw;
  if (raw.complete) return;
  const timer = setTimeout(() => raw.destroy(), LINGER_MS).unref();
  raw.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
  if (!parts) return void raw.resume();
  open?.resume();
  void (async () => {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') next.value.file.resume();
    }
  })().catch(() => undefined);
}

/**
 * The file part's first bytes, or null when it ends without any. file-type's detection stream waits for a
 * 'readable' event that a part already at its end never emits, so an empty file would hang the request: the
 * bytes are read here first (waiting for data or the end) and put back for the detection to read.
 */
async function firstBytes(file: Readable): Promise<Buffer | null> {
  for (;;) {
    const chunk = file.read() as Buffer | null;
    if (chunk !== null) return chunk;
    if (file.readableEnded) return null;
    if (file.destroyed) throw file.errored ?? new Error('The upload ended before its file');
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        file.off('readable', settle).off('end', settle).off('close', settle).off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      file.on('readable', settle).on('end', settle).on('close', settle).on('error', settle);
    });
  }
}

/** A write the store refused as its 507 or 503, logged (someone must free space or fix the store); any other error as it is. */
function refusedByStore(request: FastifyRequest, error: unknown): unknown {
  const refused = storeWriteFailure(error);
  if (refused)
    request.log.error(
      { code: (error as { code?: string }).code, name: (error as Error).name },
      'the file store refused an upload',
    );
  return refused ?? error;
}

/** Reads a multipart request: text fields kept, files streamed into the store and checked. */
export async function receiveMultipart(
  request: FastifyRequest,
  store: FileStore,
  options: UploadOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'Unsupported content type.');
  const { kind, maxBytes, maxFiles = 1, maxFields = 2000 } = options;
  // A body declared larger than its files and fields may be is refused before a byte is read.
  if (Number(request.headers['content-length']) > maxBytes * maxFiles + FORM_OVERHEAD_BYTES) {
    discardRest(request, null);
    // The form's one `file` field is named, as when the file itself runs past the limit.
    if (options.fileField('file')) throw tooLarge('file', maxBytes);
    throw new AppError(413, 'The file may not be larger than {mb} MB.', null, { mb: mbOf(maxBytes) });
  }
  const gate = request.uploadGate ?? null;
  const fields: Record<string, string> = {};
  const files: StoredUpload[] = [];
  const discard = async () => {
    await Promise.all(files.splice(0).map((file) => store.remove(file.storedName)));
  };
  let current: { field: string; storedName: string } | null = null;
  // The file part being read, resumed (thrown away) when the form is refused before it is stored.
  let open: Readable | null = null;
  let isGatePassed = false;
  // `classesId[]` repeated is a list: each value gets the next index (`classesId[0]`, `classesId[1]`…).
  const listCounts = new Map<string, number>();
  const parts = request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: maxFields } });
  try {
    // Not for-await: a refusal must not end the iterator, whose later parts discardRest throws away.
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') {
        let name = part.fieldname;
        if (gate && isGatePassed && gate.fields.includes(rootOf(name))) throw mustComeFirst(rootOf(name));
        if (name.endsWith('[]')) {
          const index = listCounts.get(name) ?? 0;
          listCounts.set(name, index + 1);
          name = `${name.slice(0, -2)}[${index}]`;
        }
        fields[name] = String(part.value);
        continue;
      }
      open = part.file;
      if (!options.fileField(part.fieldname)) {
        throw new AppError(422, 'This field does not take a file.', { [part.fieldname]: ['This field does not take a file.'] });
      }
      // The scope is settled by the fields before the first file, before anything of it is read or stored.
      if (gate && !isGatePassed) {
        const missing = gate.fields.find((field) => !Object.keys(fields).some((name) => rootOf(name) === field));
        // The specification's words for a form short of a field, the field itself saying it must come first.
        if (missing) throw new AppError(422, 'Please fill all the fields', { [missing]: ['This field must come before the file.'] });
        await gate.check(nestFormFields(fields));
        isGatePassed = true;
      }
      // An empty file is refused before anything is stored.
      const first = await firstBytes(part.file);
      if (!first) throw emptyFile(part.fieldname);
      part.file.unshift(first);
      // file-type reads the first bytes before anything is stored: a wrong type writes nothing.
      const typed = await fileTypeStream(part.file);
      const originalName = path.basename(part.filename || 'file').slice(0, 255);
      const stored = kind.accept(typed.fileType, originalName);
      if (!stored) {
        typed.resume();
        throw new AppError(415, kind.wrongType, { [part.fieldname]: [kind.wrongType] });
      }
      const storedName = store.newName(stored.extension);
      current = { field: part.fieldname, storedName };
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await pipeline(typed, counter, store.createWriteStream(storedName)).catch((error: unknown) => {
        throw refusedByStore(request, error);
      });
      open = null;
      if (part.file.truncated) throw tooLarge(part.fieldname, maxBytes);
      if (kind.verify && !(await kind.verify(store, storedName))) {
        throw new AppError(415, kind.wrongType, { [part.fieldname]: [kind.wrongType] });
      }
      files.push({ field: part.fieldname, storedName, originalName, contentType: stored.contentType, size });
      current = null;
    }
  } catch (error) {
    discardRest(request, parts, open);
    // The partial file, and those stored before it; a store that refuses writes may refuse this too (the sweep of orphans has it).
    const stored = [current?.storedName, ...files.splice(0).map((file) => file.storedName)].filter((name) => name !== undefined);
    await Promise.all(stored.map((name) => store.remove(name).catch(() => undefined)));
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current?.field ?? 'file', maxBytes);
    if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_FIELDS_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT_REACHED') {
      throw new AppError(413, 'The request body is too large.');
    }
    throw error;
  }
  return { fields, files, discard };
}

/** Runs `work` with the form's files; when it fails, the files are removed before the error goes on. */
export async function withUploads<T>(form: MultipartForm, work: (form: MultipartForm) => Promise<T>): Promise<T> {
  try {
    return await work(form);
  } catch (error) {
    await form.discard();
    throw error;
  }
}

/**
 * Form names with brackets as nested values: `grading[0][grade]=A` → `{ grading: [{ grade: 'A' }] }`.
 * Numeric keys make arrays (in index order, gaps closed); `extra` (the stored files) is merged by field name.
 */
export function nestFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const keys = name.replace(/\]/g, '').split('[');
    if (keys.some((key) => key === '' || key === '__proto__' || key === 'constructor' || key === 'prototype')) continue;
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      node[key] = next && typeof next === 'object' ? next : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, toArrays(value)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d{1,4}$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
  }
  return Object.fromEntries(entries);
}
