import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicMessages as ar, JOB_MESSAGES } from '@backoffice/contract';

const ROOTS = [path.resolve(import.meta.dirname, '..'), path.resolve(import.meta.dirname, '../../../../packages/contract/src')];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(full) && !/\.test\.tsx?$/.test(full) ? [full] : [];
  });
}

/** Literal messages the API answers with: translated calls, AppError texts, field errors and zod messages. */
const MESSAGE_PATTERNS = [
  /\bt\(\s*'([^'\n]+)'/g,
  /new AppError\(\s*\d+,\s*'([^'\n]+)'/g,
  /invalidField\([^,]+,\s*'([^'\n]+)'/g,
  /error:\s*'([^'\n]+)'/g,
  /message:\s*'([^'\n]+)'/g,
  /\.(?:min|max|regex|refine|int|positive|nonnegative|email|url|length)\([^)'\n]*'([^'\n]+)'\)/g,
  // what a write answers, wherever it is written (a table of them, an argument to a route factory)
  /'([A-Z][^'\n]* successfully)'/g,
];

/** A message built from a template literal, which no dictionary lookup can be checked against. */
const TEMPLATE_MESSAGE = /(?:\bt\(|new AppError\(\s*\d+,|invalidField\([^,]+,|\bmessage:|\berror:|\.remove\()\s*`([^`]*)`/g;

describe('Arabic messages', () => {
  it('exist for every literal message the API can answer with', () => {
    const messages = new Set<string>();
    for (const file of ROOTS.flatMap(sourceFiles)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of MESSAGE_PATTERNS) for (const match of text.matchAll(pattern)) messages.add(match[1]);
    }
    expect(messages.size).toBeGreaterThan(50);
    expect([...messages].filter((message) => !(message in ar))).toEqual([]);
  });

  it('are never built from a template literal, so the check above sees every one of them', () => {
    const built = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(TEMPLATE_MESSAGE)].map((match) => `${path.basename(file)}: ${match[1]}`),
    );
    expect(built).toEqual([]);
  });

  it('exist for every zod message of the web forms, shown through the same dictionary', () => {
    const web = path.resolve(import.meta.dirname, '../../../web/src');
    const zodPatterns = MESSAGE_PATTERNS.slice(3);
    const messages = new Set<string>();
    for (const file of sourceFiles(web)) {
      const text = fs.readFileSync(file, 'utf8');
      if (!/from 'zod'/.test(text)) continue;
      for (const pattern of zodPatterns) for (const match of text.matchAll(pattern)) messages.add(match[1]);
    }
    expect(messages.size).toBeGreaterThan(0);
    expect([...messages].filter((message) => !(message in ar))).toEqual([]);
  });

  it('exist for every coded job message, with the same values to fill in', () => {
    const texts = Object.entries(JOB_MESSAGES).filter(([code]) => code !== 'job.text');
    expect(texts.filter(([, text]) => !(text in ar))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const differing = texts.filter(([, text]) => placeholders(ar[text] ?? '').join() !== placeholders(text).join());
    expect(differing).toEqual([]);
  });
});
