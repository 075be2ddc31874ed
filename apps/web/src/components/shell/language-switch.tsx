import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';

/** English ⇄ العربية: each language's name is written in that language, so anyone can find theirs. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      onClick={() => void changeLanguage(other)}
      lang={other}
      aria-label={t('common.switchLanguage')}
    >
      {t('common.languageName', { lng: other })}
    </Button>
  );
}
