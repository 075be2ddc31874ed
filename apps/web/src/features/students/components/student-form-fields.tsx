import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { STUDENT_TYPES, type Student, type StudentBody } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { capitalize, GENDER_OPTIONS } from '@/lib/people-format';
import { studentsQueries } from '../api/students-api';

const TYPE_OPTIONS = STUDENT_TYPES.map((type) => ({ value: type, label: capitalize(type) }));

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
  const isCenter = form.watch('studentType') === 'center';
  const centers = useQuery({ ...studentsQueries.options('centers'), enabled: isCenter });
  const classes = useQuery(studentsQueries.options('classes'));
  const text = (name: keyof StudentBody & string, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <FormTextField form={form} name={name} label={label} disabled={disabled} {...extra} />
  );
  return (
    <>
      <Section title="Student">
        {text('name', 'Name', { required: true })}
        {text('nickname', 'Nickname')}
        <FormSelect form={form} name="gender" label="Gender" options={GENDER_OPTIONS} disabled={disabled} required />
        {text('birthDate', 'Birthdate', { required: true, type: 'date' })}
        {text('email', 'Email', { required: true, type: 'email' })}
        {text('phone', 'Phone', { required: true })}
        <FormTextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText={student ? 'Leave blank to keep the current password' : 'Leave blank to e-mail a generated one'}
          disabled={disabled}
        />
        {text('schoolName', 'School')}
        <FormSelect form={form} name="studentType" label="Student type" options={TYPE_OPTIONS} disabled={disabled} />
        {isCenter && (
          <FormSelect
            form={form}
            name="centerId"
            label="Center"
            options={(centers.data ?? []).map((center) => ({ value: center.value, label: center.name }))}
            disabled={disabled || centers.isPending}
            required
          />
        )}
      </Section>
      <FormAutocomplete
        form={form}
        name="classes"
        label="Classes"
        options={classes.data ?? []}
        knownOptions={student?.classes.map((ref) => ({ value: ref.id, name: ref.name }))}
        isLoading={classes.isFetching}
        disabled={disabled}
      />
      <Section title="Facebook">
        {text('facebookName', 'Facebook name')}
        {text('facebookUrl', 'Facebook URL')}
      </Section>
      <Section title="Parents">
        {text('motherName', 'Mother name')}
        {text('motherEmail', 'Mother email', { type: 'email' })}
        {text('motherPhone', 'Mother phone')}
        <span />
        {text('fatherName', 'Father name')}
        {text('fatherEmail', 'Father email', { type: 'email' })}
        {text('fatherPhone', 'Father phone')}
      </Section>
    </>
  );
}
