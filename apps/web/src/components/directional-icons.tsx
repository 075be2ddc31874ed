import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Logout from '@mui/icons-material/Logout';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';

/**
 * Icons that point a way (back, next, out) point the other way in Arabic: a mirror image when the
 * document is right to left, so "back" always points to where the reader came from.
 */
function mirrored(Icon: SvgIconComponent) {
  function MirroredIcon({ sx, ...props }: SvgIconProps) {
    return (
      <Icon {...props} sx={[{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]} />
    );
  }
  return MirroredIcon;
}

export const BackIcon = mirrored(ArrowBack);
export const ForwardIcon = mirrored(ArrowForward);
/** Towards the start of the reading direction (previous page, previous month). */
export const PreviousIcon = mirrored(ChevronLeft);
/** Towards the end of the reading direction (next page, next month). */
export const NextIcon = mirrored(ChevronRight);
export const LogoutIcon = mirrored(Logout);
