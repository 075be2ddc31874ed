import { Box, keyframes } from '@mui/material';
import { useTranslation } from 'react-i18next';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/**
 * Shown while the first screen's chunk downloads: a thin moving bar at the top, drawn with the Box
 * the page already has (a progress component would add its own code to the sign-in download).
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', insetInline: 0, top: 0, height: 3, overflow: 'hidden' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
