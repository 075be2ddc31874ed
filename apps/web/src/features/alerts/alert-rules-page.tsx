import { Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertRule } from '@backoffice/contract';
import { ListPage } from '@/components/list-page/list-page';
import { alertRulesQueries, useDeleteAlertRule, useUpdateAlertRule } from './api/alert-rules-api';
import { AlertRuleDialog, bodyOf } from './components/alert-rule-dialog';

/** Settings → Alert rules (admins): what the school watches for in its classes. */
export function AlertRulesPage() {
  const { t } = useTranslation();
  const deleteRule = useDeleteAlertRule();
  const updateRule = useUpdateAlertRule();
  const [dialog, setDialog] = useState<{ rule: AlertRule | null } | null>(null);
  return (
    <>
      <ListPage
        title={t('alerts.rulesTitle')}
        emptyText={t('alerts.rulesEmpty')}
        listQuery={alertRulesQueries.list}
        columns={[
          { header: t('common.name'), render: (rule: AlertRule) => rule.name },
          { header: t('alerts.kind'), render: (rule: AlertRule) => t(`alerts.kinds.${rule.kind}`) },
          { header: t('alerts.threshold'), render: (rule: AlertRule) => rule.threshold },
          { header: t('alerts.course'), render: (rule: AlertRule) => rule.course_name ?? t('alerts.allCourses') },
          { header: t('alerts.openAlerts'), render: (rule: AlertRule) => rule.open_alerts },
          {
            header: t('alerts.active'),
            keepOnPhone: true,
            render: (rule: AlertRule) => (
              <Switch
                checked={rule.active}
                disabled={updateRule.isPending}
                slotProps={{ input: { 'aria-label': t('alerts.activeNamed', { name: rule.name }) } }}
                onClick={(event) => event.stopPropagation()}
                onChange={(event) => updateRule.mutate({ ...bodyOf(rule), active: event.target.checked, id: rule.id })}
              />
            ),
          },
        ]}
        onAdd={() => setDialog({ rule: null })}
        onRowClick={(rule) => setDialog({ rule })}
        deletion={{ nameOf: (rule) => rule.name, mutation: deleteRule }}
      />
      <AlertRuleDialog open={dialog !== null} rule={dialog?.rule ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
