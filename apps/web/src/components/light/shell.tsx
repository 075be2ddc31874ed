import { useTranslation } from 'react-i18next';
import { BRAND_NAME, LOGO_SVG_CONTENT } from '@/lib/brand';
import { useLanguage } from '@/lib/language';
import { SCREEN_READER_ONLY } from '@/lib/screen-reader-only';
import { Icon } from './icons';

/** The logo and the product's name (components/shell/brand.tsx), the logo drawn in the page (see lib/brand.ts). */
export function LightBrand() {
  return (
    <span className="lt-brand">
      <svg
        viewBox="0 0 64 64"
        width="32"
        height="32"
        role="img"
        aria-label={`${BRAND_NAME} logo`}
        dangerouslySetInnerHTML={{ __html: LOGO_SVG_CONTENT }}
      />
      <span className="lt-brand__name">{BRAND_NAME}</span>
    </span>
  );
}

/**
 * English ⇄ العربية (components/shell/language-switch.tsx): the other language's name in that language, then,
 * for screen readers, what the button does.
 */
export function LightLanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className="lt-button lt-button--text lt-button--inherit" onClick={() => void changeLanguage(other)}>
      <Icon name="translate" />
      <span lang={other}>{t('common.languageName', { lng: other })}</span>{' '}
      <span style={SCREEN_READER_ONLY}>{t('common.switchLanguage')}</span>
    </button>
  );
}
