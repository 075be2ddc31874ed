import { Stack, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';

/**
 * A screen's title and its buttons. The title can take the focus from code (`headingRef`): where an action
 * removes the button that had it (a deleted row, a reverted change), the focus goes there, not to the body.
 */
export function PageHeader({ title, actions, headingRef }: { title: string; actions?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems={{ sm: 'center' }}
      justifyContent="space-between"
      sx={{ mb: 2 }}
    >
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h1" fontWeight={700}>
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1} flexWrap="wrap">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
