import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Alert } from '@backoffice/contract';
import { alertReason } from '@/lib/alert-reasons';

/** A student's name in the sheet, with a warning sign when they have open alerts: its name and tooltip say why. */
export function StudentWithAlerts({ name, alerts }: { name: string; alerts: Alert[] | undefined }) {
  const { t } = useTranslation();
  if (!alerts?.length) return name;
  const reasons = alerts.map((alert) => alertReason(t, alert)).join('; ');
  const label = t('alerts.markerOf', { name, reasons });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={label}>
        {/* titleAccess names the icon (an SvgIcon is hidden from assistive technology without it). */}
        <WarningAmberIcon titleAccess={label} fontSize="small" color="warning" />
      </Tooltip>
      {name}
    </Box>
  );
}
