import {
  ASSESSMENT_BATCH_KEYS,
  MAX_FILES_PER_SCORE_SAVE,
  PDF_MAX_BYTES,
  SCORE_BATCH_FORMS,
  type AssessmentKind,
  type ScoreFormEntry,
} from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../plugins/app-error';
import type { FileStore } from '../../storage/file-store';
import { nestFormFields, PDF_UPLOAD, receiveMultipart, withUploads } from '../../storage/uploads';
import type { ScoreEntry } from './assessment-scores.service';
import { parseForm } from './workstation.shared';

/**
 * A scores SAVE sent as the specification's multipart form, key[i][studentId|<kind>Id|score|version|updatedFile]
 * (`exams[0][updatedFile]`; an empty score and no file clears the cell), as the score entries the JSON SAVE and the graded file give saveScores. `save` gets
 * them with what the form sent (for an Idempotency-Key); the stored files are removed when it fails.
 */
export async function readScoreForm<T>(
  request: FastifyRequest,
  files: FileStore,
  kind: AssessmentKind,
  save: (entries: ScoreEntry[], sent: unknown) => Promise<T>,
): Promise<T> {
  const key = ASSESSMENT_BATCH_KEYS[kind];
  const filePattern = new RegExp(`^${key}\\[\\d{1,4}\\]\\[updatedFile\\]$`);
  const form = await receiveMultipart(request, files, {
    kind: PDF_UPLOAD,
    maxBytes: PDF_MAX_BYTES,
    maxFiles: MAX_FILES_PER_SCORE_SAVE,
    fileField: (name) => filePattern.test(name),
  });
  return withUploads(form, async () => {
    // Each file stands in its entry by its stored name, looked up among this request's files only.
    const uploads = new Map(form.files.map((file) => [file.storedName, file]));
    const named = Object.fromEntries(form.files.map((file) => [file.field, file.storedName]));
    const lists: Record<string, ScoreFormEntry[]> = parseForm(SCORE_BATCH_FORMS[kind], nestFormFields({ ...form.fields, ...named }));
    const entries = lists[key].map(({ studentId, itemId, score, version, updatedFile: storedName }, index): ScoreEntry => {
      const updatedFile = storedName === undefined ? undefined : uploads.get(storedName);
      if (score === undefined && !updatedFile) throw invalidField(`${key}.${index}`, 'A score or an updated file is required');
      // An empty score beside a file is the file alone; without one it clears the cell.
      return { studentId, itemId, score: score === null && updatedFile ? undefined : score, updatedFile, version };
    });
    const sent = { fields: form.fields, files: form.files.map(({ field, originalName, size }) => [field, originalName, size]) };
    return save(entries, sent);
  });
}
