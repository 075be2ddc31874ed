import { describe, expect, it } from 'vitest';
import { pickLanguage } from './translate';

describe('pickLanguage', () => {
  it('follows the q-values of Accept-Language, not the order of its entries', () => {
    expect(pickLanguage('en;q=0.1, ar;q=0.9')).toBe('ar');
    expect(pickLanguage('ar;q=0.2, en-GB;q=0.8')).toBe('en');
  });

  it('reads a regional tag as its language and skips unsupported ones', () => {
    expect(pickLanguage('ar-EG')).toBe('ar');
    expect(pickLanguage('fr-FR, ar;q=0.5')).toBe('ar');
  });

  it('falls back to English for an unknown language or no header', () => {
    expect(pickLanguage('fr')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
