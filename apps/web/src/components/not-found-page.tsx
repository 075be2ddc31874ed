import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: '70vh', textAlign: 'center' }}>
      <Typography variant="h2" fontWeight={800} color="primary">
        404
      </Typography>
      <Typography variant="h5">Page not found</Typography>
      <Typography color="text.secondary">The page you are looking for does not exist.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
