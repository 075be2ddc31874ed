import { Stack, Typography } from '@mui/material';
import { BRAND_NAME } from '@/lib/brand';

export function Brand({ size = 'small', inverse = false }: { size?: 'small' | 'large'; inverse?: boolean }) {
  const px = size === 'large' ? 44 : 32;
  return (
    <Stack direction="row" spacing={1.2} alignItems="center">
      <img src="/logo.svg" alt={`${BRAND_NAME} logo`} width={px} height={px} />
      <Typography variant={size === 'large' ? 'h5' : 'h6'} fontWeight={800} color={inverse ? 'inherit' : 'primary'} noWrap>
        {BRAND_NAME}
      </Typography>
    </Stack>
  );
}
