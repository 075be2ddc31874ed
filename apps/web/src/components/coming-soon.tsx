import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Stack, Typography } from '@mui/material';
import { PageHeader } from './page-header';

/** The one placeholder allowed: a screen a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper sx={{ p: 6 }}>
        <Stack alignItems="center" spacing={1.5} color="text.secondary">
          <ConstructionIcon fontSize="large" />
          <Typography variant="h6">Coming soon</Typography>
          <Typography>This screen is being built and will appear here in a coming release.</Typography>
        </Stack>
      </Paper>
    </>
  );
}
