import type { Readable } from 'node:stream';
import { jobMessage } from '@backoffice/contract';
import { JobFailure } from '../../jobs/registry';
import { loadExcel } from './load-excel';

export type SheetRow = { number: number; values: unknown[] };

/**
 * The rows of the first worksheet, streamed: exceljs's WorkbookReader parses the zip entry by entry,
 * so only the shared strings and the current row are held, never the whole sheet.
 */
export async function* readFirstSheet(source: Readable): AsyncGenerator<SheetRow> {
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
