import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, LANGUAGES, STUDENT_TYPES, type Student, type StudentBody } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { centerOptionsQuery, classOptionsQuery } from '@/lib/select-options';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

type StudentFormFieldsProps = { form: UseFormReturn<StudentBody>; student: Student | null; disabled: boolean };

/** Every student field of the spec; the center choice only for center students. */
export function StudentFormFields({ form, student, disabled }: StudentFormFieldsProps) {
  const { t } = useTranslation();
  const isCenter = form.watch('studentType') === 'center';
  const centers = useQuery({ ...centerOptionsQuery(), enabled: isCenter });
  const classes = useQuery(classOptionsQuery());
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`students.gender.${gender}`) }));
  const typeOptions = STUDENT_TYPES.map((type) => ({ value: type, label: t(`students.type.${type}`) }));
  // Each language named in itself, as the language switch does.
  const languageOptions = LANGUAGES.map((language) => ({ value: language, label: t('common.languageName', { lng: language }) }));
  const field = { form, disabled };
  return (
    <>
      <Section title={t('students.sections.student')}>
        <FormTextField {...field} name="name" label={t('common.name')} required />
        <FormTextField {...field} name="nickname" label={t('students.fields.nickname')} />
        <FormSelect {...field} name="gender" label={t('students.fields.gender')} options={genderOptions} required />
        <FormDateField {...field} name="birthDate" label={t('students.fields.birthdate')} required />
        <FormTextField {...field} name="email" label={t('students.fields.email')} type="email" required />
        <FormTextField {...field} name="phone" label={t('students.fields.phone')} required />
        <FormTextField
          {...field}
          name="password"
          label={t('students.fields.password')}
          type="password"
          autoComplete="new-password"
          helperText={student ? t('students.passwordKeep') : t('students.passwordGenerated')}
        />
        <FormTextField {...field} name="schoolName" label={t('students.fields.school')} />
        <FormSelect {...field} name="studentType" label={t('students.fields.studentType')} options={typeOptions} />
        {isCenter && (
          <FormSelect
            form={form}
            name="centerId"
            label={t('students.fields.center')}
            options={(centers.data ?? []).map((center) => ({ value: center.value, label: center.name }))}
            disabled={disabled || centers.isPending}
            required
          />
        )}
      </Section>
      <FormAutocomplete
        {...field}
        name="classes"
        label={t('students.fields.classes')}
        options={classes.data ?? []}
        knownOptions={student?.classes.map((ref) => ({ value: ref.id, name: ref.name }))}
        isLoading={classes.isFetching}
      />
      <Section title={t('students.sections.facebook')}>
        <FormTextField {...field} name="facebookName" label={t('students.fields.facebookName')} />
        <FormTextField {...field} name="facebookUrl" label={t('students.fields.facebookUrl')} />
      </Section>
      <Section title={t('students.sections.parents')}>
        <FormTextField {...field} name="motherName" label={t('students.fields.motherName')} />
        <FormTextField {...field} name="motherEmail" label={t('students.fields.motherEmail')} type="email" />
        <FormTextField {...field} name="motherPhone" label={t('students.fields.motherPhone')} />
        <span />
        <FormTextField {...field} name="fatherName" label={t('students.fields.fatherName')} />
        <FormTextField {...field} name="fatherEmail" label={t('students.fields.fatherEmail')} type="email" />
        <FormTextField {...field} name="fatherPhone" label={t('students.fields.fatherPhone')} />
        <FormSelect {...field} name="language" label={t('students.fields.language')} options={languageOptions} />
      </Section>
    </>
  );
}
