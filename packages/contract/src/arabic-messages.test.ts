import { describe, expect, it } from 'vitest';
import { arabicMessagePieces, arabicMessages } from './arabic-messages';

describe('the Arabic dictionary', () => {
  it('defines each English text in one piece only, so no piece silently overrides another', () => {
    const owners = new Map<string, string[]>();
    for (const [piece, texts] of Object.entries(arabicMessagePieces)) {
      for (const key of Object.keys(texts)) owners.set(key, [...(owners.get(key) ?? []), piece]);
    }
    expect([...owners].filter(([, pieces]) => pieces.length > 1)).toEqual([]);
  });

  it('is every piece put together, with a text for each key', () => {
    const keyCount = Object.values(arabicMessagePieces).reduce((sum, texts) => sum + Object.keys(texts).length, 0);
    expect(Object.keys(arabicMessages)).toHaveLength(keyCount);
    expect(Object.entries(arabicMessages).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps the {placeholders} of the English text', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .sort()
        .join();
    const differing = Object.entries(arabicMessages).filter(([english, text]) => placeholders(english) !== placeholders(text));
    expect(differing).toEqual([]);
  });
});
