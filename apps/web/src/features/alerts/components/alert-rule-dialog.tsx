import { Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ALERT_AUDIENCES,
  ALERT_RULE_KINDS,
  alertRuleBodySchema,
  type AlertRule,
  type AlertRuleBody,
  type AlertRuleInput,
} from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { courseOptionsQuery } from '@/lib/select-options';
import { useCreateAlertRule, useUpdateAlertRule } from '../api/alert-rules-api';

/** A blank number field (NaN in the form) is no value: the contract's null. */
const blankToNull = (value: unknown) => (typeof value === 'number' && Number.isNaN(value) ? null : value);
const formSchema = z.preprocess(
  (values) => {
    const fields = values as Record<string, unknown>;
    return { ...fields, window_days: blankToNull(fields.window_days), item_count: blankToNull(fields.item_count) };
  },
  alertRuleBodySchema,
) as unknown as z.ZodType<AlertRuleInput, AlertRuleInput>;

/** What a rule's PUT sends back: its fields as the form holds them. */
export const bodyOf = (rule: AlertRule): AlertRuleBody => ({
  name: rule.name,
  kind: rule.kind,
  threshold: rule.threshold,
  window_days: rule.window_days,
  item_count: rule.item_count,
  course_id: rule.course_id,
  notify: rule.notify,
  active: rule.active,
});

const KIND_FIELD = 'kind' as const;

const NEW_RULE: AlertRuleInput = {
  name: '',
  kind: 'consecutive_absences',
  threshold: 3,
  window_days: null,
  item_count: null,
  course_id: null,
  notify: ['staff'],
  active: true,
};

type AlertRuleDialogProps = { open: boolean; rule: AlertRule | null; onClose: () => void };

export function AlertRuleDialog({ open, rule, onClose }: AlertRuleDialogProps) {
  const { t } = useTranslation();
  const createRule = useCreateAlertRule();
  const updateRule = useUpdateAlertRule();
  const courses = useQuery({ ...courseOptionsQuery(), enabled: open });
  const courseOptions = (courses.data ?? []).map((course) => ({ value: course.value, label: course.name }));
  return (
    <FormDialog<AlertRuleInput>
      open={open}
      isLoading={courses.isPending}
      title={rule ? t('alerts.editRule') : t('alerts.addRule')}
      schema={formSchema}
      defaultValues={rule ? (bodyOf(rule) as AlertRuleInput) : NEW_RULE}
      onClose={onClose}
      onSubmit={(values) => (rule ? updateRule.mutateAsync({ ...values, id: rule.id }) : createRule.mutateAsync(values))}
    >
      {(form, isPending) => {
        const kind = form.watch(KIND_FIELD);
        return (
          <Stack spacing={2}>
            <FormTextField form={form} name="name" label={t('common.name')} autoFocus disabled={isPending} required />
            <FormSelect
              form={form}
              name="kind"
              label={t('alerts.kind')}
              disabled={isPending}
              options={ALERT_RULE_KINDS.map((value) => ({ value, label: t(`alerts.kinds.${value}`) }))}
            />
            <FormTextField
              form={form}
              name="threshold"
              type="number"
              label={t('alerts.threshold')}
              helperText={t(`alerts.thresholdHelp.${kind}`)}
              disabled={isPending}
              required
            />
            <FormTextField
              form={form}
              name="window_days"
              type="number"
              label={t('alerts.windowDays')}
              helperText={t('alerts.windowHelp')}
              disabled={isPending}
              required={kind === 'absence_rate'}
            />
            {kind === 'score_drop' && (
              <FormTextField form={form} name="item_count" type="number" label={t('alerts.itemCount')} disabled={isPending} />
            )}
            <FormSelect
              form={form}
              name="course_id"
              label={t('alerts.course')}
              emptyLabel={t('alerts.allCourses')}
              options={courseOptions}
              disabled={isPending}
            />
            <Controller
              control={form.control}
              name="notify"
              render={({ field }) => (
                <FormGroup>
                  <FormLabel component="legend">{t('alerts.notify')}</FormLabel>
                  <Stack direction="row" flexWrap="wrap">
                    {ALERT_AUDIENCES.map((audience) => (
                      <FormControlLabel
                        key={audience}
                        label={t(`alerts.audiences.${audience}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(audience)}
                            disabled={isPending}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked ? [...field.value, audience] : field.value.filter((a) => a !== audience),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </Stack>
                </FormGroup>
              )}
            />
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label={t('alerts.active')}
                  control={<Switch checked={field.value} disabled={isPending} onChange={(e) => field.onChange(e.target.checked)} />}
                />
              )}
            />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
