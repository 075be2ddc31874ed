import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type ClassBody } from '@backoffice/contract';
import { FormSelect } from '@/components/form/form-select';
import { FormTimeField } from '@/components/form/form-time-field';
import { RepeatingRows } from '@/components/form/repeating-rows';

type ClassSessionsFieldProps = { form: UseFormReturn<ClassBody>; disabled: boolean };

/** The weekly sessions of a class: a weekday and a start time per row. */
export function ClassSessionsField({ form, disabled }: ClassSessionsFieldProps) {
  const { t } = useTranslation();
  const weekdayOptions = WEEKDAYS.map((weekday) => ({ value: weekday, label: t(`classes.weekdays.${weekday}`) }));
  const sessions = useFieldArray({ control: form.control, name: 'sessions' });
  return (
    <RepeatingRows
      title={t('classes.form.sessions')}
      itemName="session"
      rowKeys={sessions.fields.map((field) => field.id)}
      disabled={disabled}
      onAdd={() => sessions.append({ weekday: 'Saturday', startTime: '' })}
      onRemove={sessions.remove}
      renderRow={(index) => (
        <>
          <FormSelect
            form={form}
            name={`sessions.${index}.weekday`}
            label={t('classes.form.weekdayNumber', { number: index + 1 })}
            options={weekdayOptions}
            size="small"
            disabled={disabled}
          />
          <FormTimeField
            form={form}
            name={`sessions.${index}.startTime`}
            label={t('classes.form.startTimeNumber', { number: index + 1 })}
            size="small"
            disabled={disabled}
          />
        </>
      )}
    />
  );
}
