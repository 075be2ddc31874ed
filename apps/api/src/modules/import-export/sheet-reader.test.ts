import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './sheet-reader';

async function oneRowSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Students').addRow(['name', 'email']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const rowsOf = async (open: () => Readable) => {
  const rows = [];
  for await (const row of readFirstSheet(open)) rows.push(row.values.filter(Boolean));
  return rows;
};

describe('readFirstSheet', () => {
  it('reads the file again when a read fails before its first row, as exceljs now and then does', async () => {
    const sheet = await oneRowSheet();
    const reads: string[] = [];
    const rows = await rowsOf(() => {
      // The first read ends mid-archive, as the failing reads do; the second is whole.
      reads.push(reads.length === 0 ? 'cut' : 'whole');
      return Readable.from([reads.length === 1 ? sheet.subarray(0, 200) : sheet]);
    });
    expect(reads).toEqual(['cut', 'whole']);
    expect(rows).toEqual([['name', 'email']]);
  });

  it('gives up with a readable reason on a file that is no spreadsheet', async () => {
    let reads = 0;
    const read = rowsOf(() => {
      reads += 1;
      return Readable.from([Buffer.from('PK\u0003\u0004 not really a zip')]);
    });
    await expect(read).rejects.toThrow();
    expect(reads).toBe(2);
  });
});
