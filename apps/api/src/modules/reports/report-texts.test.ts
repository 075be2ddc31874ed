import { describe, expect, it } from 'vitest';
import { DIGEST_TEXTS } from '../parent-digest/digest-texts';
import { REPORT_TEXTS } from './report-texts';

/** Every fixed text of a table, by its path ("kinds.quiz"). */
const texts = (table: object, prefix = ''): [string, string][] =>
  Object.entries(table).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : typeof value === 'object' ? texts(value, `${prefix}${key}.`) : [],
  );

describe('the report and weekly e-mail texts', () => {
  it.each([
    ['report', REPORT_TEXTS],
    ['digest', DIGEST_TEXTS],
  ] as const)('%s: every English text has its Arabic in the server dictionaries', (_, table) => {
    const arabic = new Map(texts(table.ar));
    expect(texts(table.en).filter(([path, english]) => arabic.get(path) === english)).toEqual([]);
  });
});
