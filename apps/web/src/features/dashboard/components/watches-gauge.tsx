import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '@/lib/format';

/** Radial gauge of the average video watches (percent, 2 decimals) with a link to the classes. */
export function WatchesGauge({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  const text =
    value === null || value === undefined
      ? t('dashboard.missing')
      : t('dashboard.percent', { value: formatNumber(value, 2, { fixed: true }) });
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('dashboard.averageWatches')}
        </Typography>
        <Box sx={{ height: 200 }} role="img" aria-label={`${t('dashboard.averageWatches')}: ${text}`} data-testid="watches-gauge">
          <Gauge
            value={value ?? 0}
            valueMin={0}
            valueMax={100}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            text={() => text}
            sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 700 } }}
          />
        </Box>
        <Link component={RouterLink} to="/classes">
          {t('dashboard.viewClasses')}
        </Link>
      </CardContent>
    </Card>
  );
}
