import { afterEach, describe, expect, it } from 'vitest';
import { JOB_MESSAGE_CODES, JOB_MESSAGES, JOB_STATUSES, LANGUAGES, type JobMessageCode } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { renderHookWithProviders } from '@/test/render';
import { useJobMessageText } from './use-job-message';

/** The values the contract's English text of a code is filled with: its {name} placeholders. */
const valuesOf = (code: JobMessageCode) => [...JOB_MESSAGES[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** The {{name}} placeholders of a web text. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** The text a language's own file holds for a key, with no fallback to English. */
const ownText = (language: string, key: string) => i18n.getResource(language, 'translation', key) as unknown;

describe.each(LANGUAGES)('job texts in %s', (language) => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each(JOB_STATUSES)('name the status %s in words', (status) => {
    expect(ownText(language, `jobs.status.${status}`)).toEqual(expect.stringMatching(/\S/));
  });

  it.each(JOB_MESSAGE_CODES)('have the message %s, filled with each of its values', async (code) => {
    const text = ownText(language, `jobs.messages.${code}`);
    expect(typeof text).toBe('string');
    expect(placeholdersOf(text as string)).toEqual(valuesOf(code));

    await i18n.changeLanguage(language);
    const { result } = renderHookWithProviders(() => useJobMessageText());
    const params = Object.fromEntries(valuesOf(code).map((name, index) => [name, `«${name}-${index}»`]));
    const shown = result.current.jobMessage({ code, params });
    for (const value of Object.values(params)) expect(shown).toContain(value);
    expect(shown).not.toMatch(/\{|\b(jobs|job|import|export|report|video)\.[a-zA-Z]+/);
    expect(result.current.rowError({ row: 2, field: null, code, params })).toBe(shown);
  });
});

describe('job message texts', () => {
  it("are in English the contract's own texts, as the API answers them", () => {
    const web = (code: JobMessageCode) => String(ownText('en', `jobs.messages.${code}`)).replace(/\{\{(\w+)\}\}/g, '{$1}');
    expect(JOB_MESSAGE_CODES.filter((code) => web(code) !== JOB_MESSAGES[code])).toEqual([]);
  });

  it('are in Arabic written in Arabic (but the stored free text of job.text)', () => {
    const arabic = (code: JobMessageCode) => /[\u0600-\u06FF]/.test(String(ownText('ar', `jobs.messages.${code}`)));
    expect(JOB_MESSAGE_CODES.filter((code) => code !== 'job.text' && !arabic(code))).toEqual([]);
  });
});
