import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClassBody, ClassRow } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { studentOptionsQuery, teacherOptionsQuery } from '@/lib/select-options';
import { classesQueries } from '../api/classes-api';
import { labelOf } from '../api/class-options-api';

type FieldProps = { form: UseFormReturn<ClassBody>; row: ClassRow | null; disabled: boolean };

/** Students searched by name or e-mail; an edited class's students are named from its roster. */
export function ClassStudentsField({ form, row, disabled }: FieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const options = useQuery(studentOptionsQuery(q));
  const roster = useQuery({ ...classesQueries.students(row?.id ?? 0), enabled: row !== null });
  const known = (roster.data ?? []).map((student) => ({ value: student.userId, name: labelOf(student) }));
  return (
    <FormAutocomplete
      form={form}
      name="students"
      label={t('classes.form.students')}
      placeholder={t('classes.form.searchStudents')}
      options={(options.data ?? []).map((student) => ({ value: student.value, name: labelOf(student) }))}
      knownOptions={known}
      onSearch={setSearch}
      isLoading={options.isFetching || roster.isFetching}
      disabled={disabled}
    />
  );
}

/** Teachers of the class: shown to admins only. */
export function ClassTeachersField({ form, row, disabled }: FieldProps) {
  const { t } = useTranslation();
  const options = useQuery(teacherOptionsQuery());
  const known = (row?.teachers ?? []).map((teacher) => ({ value: teacher.id, name: teacher.name }));
  return (
    <FormAutocomplete
      form={form}
      name="teachers"
      label={t('classes.form.teachers')}
      placeholder={t('classes.form.searchTeachers')}
      options={options.data ?? []}
      knownOptions={known}
      isLoading={options.isFetching}
      disabled={disabled}
    />
  );
}
