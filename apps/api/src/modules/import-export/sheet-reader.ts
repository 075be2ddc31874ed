import type { Readable } from 'node:stream';
import { jobMessage } from '@backoffice/contract';
import { JobFailure } from '../../jobs/registry';
import { loadExcel } from './load-excel';

export type SheetRow = { number: number; values: unknown[] };

/**
 * How many times a file is read before it counts as unreadable. exceljs's streaming reader now and then
 * fails a valid file before its first row (unzipper's FILE_ENDED: 2 reads in 400 of fresh one-row files,
 * while the same file then read 40 times out of 40), so a failure before any row is read again once.
 */
const READ_ATTEMPTS = 2;

/**
 * The rows of the first worksheet, streamed: exceljs's WorkbookReader parses the zip entry by entry,
 * so only the shared strings and the current row are held, never the whole sheet. `open` gives a fresh
 * stream of the file for each attempt.
 */
export async function* readFirstSheet(open: () => Readable): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt += 1) {
    let hasYielded = false;
    try {
      for await (const row of readOnce(open())) {
        hasYielded = true;
        yield row;
      }
      return;
    } catch (error) {
      if (hasYielded || attempt >= READ_ATTEMPTS || !(error instanceof JobFailure)) throw error;
    }
  }
}

async function* readOnce(source: Readable): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date cell from a number; hyperlinks and other entries are not needed.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  try {
    const first = await next(sheets);
    if (first.done) return;
    const rows = first.value[Symbol.asyncIterator]();
    for (let row = await next(rows); !row.done; row = await next(rows)) {
      yield { number: row.value.number, values: row.value.values as unknown[] };
    }
  } finally {
    source.destroy();
  }
}

/** One step of exceljs's iterator; a parse failure (not a zip, not a sheet) fails the job with a readable reason. */
async function next<T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> {
  try {
    return await iterator.next();
  } catch {
    throw new JobFailure(jobMessage('import.unreadable'));
  }
}
