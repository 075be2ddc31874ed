import type { Language } from '@backoffice/contract';
import { countPhrase, type CountForms } from '../../i18n/plural';

type Counted = Record<Language, CountForms>;

/** The counted phrases of the alert texts, in each language's plural forms (Arabic's six). */
const TIMES_IN_A_ROW: Counted = {
  en: { one: '{count} time in a row', other: '{count} times in a row' },
  ar: {
    zero: '{count} مرة',
    one: 'مرة واحدة',
    two: 'مرتين متتاليتين',
    few: '{count} مرات متتالية',
    many: '{count} مرة متتالية',
    other: '{count} مرة متتالية',
  },
};

const LAST_DAYS: Counted = {
  en: { one: 'the last day', other: 'the last {count} days' },
  ar: { zero: 'آخر {count} يوم', one: 'آخر يوم', two: 'آخر يومين', few: 'آخر {count} أيام', many: 'آخر {count} يومًا', other: 'آخر {count} يوم' },
};

const ITEMS: Counted = {
  en: { one: '{count} item', other: '{count} items' },
  ar: { zero: '{count} عمل', one: 'عمل واحد', two: 'عملان', few: '{count} أعمال', many: '{count} عملًا', other: '{count} عمل' },
};

const LATEST_GRADED: Counted = {
  en: { one: 'latest graded item', other: 'latest {count} graded items' },
  ar: { zero: 'آخر {count} درجة', one: 'آخر درجة', two: 'آخر درجتين', few: 'آخر {count} درجات', many: 'آخر {count} درجة', other: 'آخر {count} درجة' },
};

const POINTS: Counted = {
  en: { one: '{count} point', other: '{count} points' },
  ar: { zero: '{count} نقطة', one: 'نقطة واحدة', two: 'نقطتين', few: '{count} نقاط', many: '{count} نقطة', other: '{count} نقطة' },
};

const PHRASES = { timesInARow: TIMES_IN_A_ROW, lastDays: LAST_DAYS, items: ITEMS, latestGraded: LATEST_GRADED, points: POINTS };

/** "2 times in a row" / "مرتين متتاليتين", for `count` in `language`. */
export const countedAs = (language: Language, phrase: keyof typeof PHRASES, count: number) =>
  countPhrase(language, count, PHRASES[phrase]);
