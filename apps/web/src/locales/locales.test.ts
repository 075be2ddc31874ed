import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = import.meta.dirname;
const SRC = path.resolve(LOCALES, '..');

type Messages = { [key: string]: string | Messages };
const readMessages = (language: string): Messages =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Messages]),
  );

/** Every leaf as `feature.key.sub` → text; plural forms (`_one`, `_other`…) count as their base key. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(full, value);
    else for (const [leaf, text] of flatten(value, full)) leaves.set(leaf, text);
  }
  return leaves;
}
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const en = flatten(readMessages('en'));
const ar = flatten(readMessages('ar'));

describe('message files', () => {
  it('have the same keys in English and Arabic', () => {
    const enKeys = new Set([...en.keys()].map(baseKey));
    const arKeys = new Set([...ar.keys()].map(baseKey));
    expect([...enKeys].filter((key) => !arKeys.has(key))).toEqual([]);
    expect([...arKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('have no empty text and no English left in Arabic', () => {
    expect([...en].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    expect([...ar].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    // An Arabic text holds Arabic letters unless it is only a name, code, placeholder or number kept as is.
    const untranslated = [...ar].filter(([key, text]) => {
      const english = en.get(key);
      return english !== undefined && text === english && /[a-z]{3,}/i.test(text.replace(/\{\{\w+\}\}/g, '')) && !/[\u0600-\u06FF]/.test(text);
    });
    expect(untranslated.map(([key]) => key).filter((key) => !ALLOWED_SAME.has(key))).toEqual([]);
  });

  it('hold every key the sources ask for by name', () => {
    const keys = new Set([...en.keys()].map(baseKey));
    const missing = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:t|i18n\.t)\(\s*'([\w-]+(?:\.[\w-]+)+)'/g)) if (!keys.has(match[1])) missing.add(match[1]);
      for (const match of text.matchAll(/\b(?:labelKey|titleKey|textKey|messageKey):\s*'([\w-]+(?:\.[\w-]+)+)'/g))
        if (!keys.has(match[1])) missing.add(match[1]);
    }
    expect([...missing]).toEqual([]);
  });
});

/** Texts that are the same in both languages on purpose (a language's own name, product names). */
const ALLOWED_SAME = new Set<string>(['common.languageName']);
