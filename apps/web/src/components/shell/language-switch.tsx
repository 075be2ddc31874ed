import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { SCREEN_READER_ONLY } from '@/lib/screen-reader-only';

/**
 * English ⇄ العربية: each language's name is written in that language, so anyone can find theirs. The
 * button's name starts with what it shows (a voice-control user says "English"), then what it does.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <Button color="inherit" startIcon={<TranslateIcon />} onClick={() => void changeLanguage(other)}>
      <span lang={other}>{t('common.languageName', { lng: other })}</span>{' '}
      <Box component="span" sx={SCREEN_READER_ONLY}>
        {t('common.switchLanguage')}
      </Box>
    </Button>
  );
}
