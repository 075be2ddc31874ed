import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HISTORY_ENTITIES, type ValueName } from '@backoffice/contract';
import { DateLocalization } from '@/components/form/date-localization';
import { DateInput } from '@/components/form/date-input';
import type { HistoryFilter } from '@/components/history/history-api';
import { classOptionsQuery, teacherOptionsQuery } from '@/lib/select-options';
import type { AuditLogFilterName } from '../use-audit-log-filters';

type AuditLogFiltersProps = {
  filter: HistoryFilter;
  onFilter: (name: AuditLogFilterName, value: string | number | null) => void;
  /** Names of the filtered student, item and user, as the rows shown name them. */
  names: { student?: string; item?: string; user?: string };
};

const ALL = '';

/** The options with the chosen one kept (named as the rows name it) while the list loads or when it lacks it. */
const withChosen = (options: readonly ValueName[] | undefined, id: number | undefined, name: string | undefined): ValueName[] =>
  id && !(options ?? []).some((option) => option.value === id) ? [...(options ?? []), { value: id, name: name ?? `#${id}` }] : [...(options ?? [])];
const SELECT_WIDTH = { minWidth: 180 };
/** A select shows its "All …" choice (the empty value) rather than an empty box. */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** Class, kind, who changed it and the days; the student and the item (chosen from a row) show as chips. */
export function AuditLogFilters({ filter, onFilter, names }: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const classes = useQuery(classOptionsQuery());
  const users = useQuery(teacherOptionsQuery());
  const classOptions = withChosen(classes.data, filter.classId, undefined);
  // A user chosen from a row (an admin, say) stays choosable even when not a teaching assistant.
  const userOptions = withChosen(users.data, filter.userId, names.user);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('audit-log.class')}
        value={filter.classId ?? ALL}
        onChange={(event) => onFilter('classId', event.target.value === ALL ? null : Number(event.target.value))}
        sx={SELECT_WIDTH}
        slotProps={SHOW_ALL}
      >
        <MenuItem value={ALL}>{t('audit-log.allClasses')}</MenuItem>
        {classOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('audit-log.entity')}
        value={filter.entity ?? ALL}
        onChange={(event) => onFilter('entity', event.target.value || null)}
        sx={SELECT_WIDTH}
        slotProps={SHOW_ALL}
      >
        <MenuItem value={ALL}>{t('audit-log.allEntities')}</MenuItem>
        {HISTORY_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {t(`history.entity.${entity}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('audit-log.user')}
        value={filter.userId ?? ALL}
        onChange={(event) => onFilter('userId', event.target.value === ALL ? null : Number(event.target.value))}
        sx={SELECT_WIDTH}
        slotProps={SHOW_ALL}
      >
        <MenuItem value={ALL}>{t('audit-log.allUsers')}</MenuItem>
        {userOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <DateLocalization>
        <DateFilter filter={filter} name="from" onFilter={onFilter} />
        <DateFilter filter={filter} name="to" onFilter={onFilter} />
      </DateLocalization>
      {filter.studentId && (
        <FilterChip text={t('audit-log.studentFilter', { name: names.student ?? `#${filter.studentId}` })} onClear={() => onFilter('studentId', null)} />
      )}
      {filter.itemId && (
        <FilterChip text={t('audit-log.itemFilter', { name: names.item ?? `#${filter.itemId}` })} onClear={() => onFilter('itemId', null)} />
      )}
    </Stack>
  );
}

type DateFilterProps = Pick<AuditLogFiltersProps, 'filter' | 'onFilter'> & { name: 'from' | 'to' };

/** A day of the range; a date alone means its whole day. */
function DateFilter({ filter, name, onFilter }: DateFilterProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={t(`audit-log.${name}`)}
      value={filter[name] ?? ''}
      onChange={(day) => onFilter(name, day || null)}
      size="small"
      sx={{ width: 180 }}
      clearable
    />
  );
}

/** A filter chosen from a row; Enter, Delete or Backspace on the chip removes it. */
function FilterChip({ text, onClear }: { text: string; onClear: () => void }) {
  const { t } = useTranslation();
  return <Chip label={text} aria-label={t('audit-log.clearFilter', { name: text })} onClick={onClear} onDelete={onClear} />;
}
