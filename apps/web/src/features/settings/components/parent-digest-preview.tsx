import { Autocomplete, Box, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentOption } from '@backoffice/contract';
import { studentOptionsQuery } from '@/lib/select-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { parentDigestQueries } from '../api/parent-digest-api';

const labelOf = (student: StudentOption) => (student.email ? `${student.name} (${student.email})` : student.name);

/**
 * One student's e-mail exactly as their parents get it (the server renders it with the sending code, in
 * the student's language), in a sandboxed frame that runs no script.
 */
export function ParentDigestPreview() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<StudentOption | null>(null);
  const options = useQuery(studentOptionsQuery(useDebouncedValue(search)));
  const preview = useQuery({ ...parentDigestQueries.preview(student?.value ?? 0), enabled: student !== null });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3" fontWeight={600}>
        {t('settings.parentDigest.preview')}
      </Typography>
      <Autocomplete
        options={options.data ?? []}
        value={student}
        onChange={(_, chosen) => setStudent(chosen)}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        filterOptions={(all) => all}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
        loading={options.isFetching}
        noOptionsText={t('settings.parentDigest.typeToSearch')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('settings.parentDigest.student')}
            placeholder={t('settings.parentDigest.typeToSearch')}
          />
        )}
      />
      <LinearProgress sx={{ visibility: preview.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {preview.data ? (
        <>
          <Typography variant="body2" data-testid="parent-digest-recipients">
            {preview.data.recipients.length
              ? t('settings.parentDigest.recipients', { addresses: preview.data.recipients.join(', ') })
              : t('settings.parentDigest.noRecipients')}
          </Typography>
          <Box
            component="iframe"
            title={t('settings.parentDigest.preview')}
            sandbox=""
            srcDoc={preview.data.html}
            sx={{ display: 'block', width: '100%', height: 520, border: 1, borderColor: 'divider', bgcolor: '#f3f4f6' }}
          />
        </>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {t('settings.parentDigest.chooseStudent')}
        </Typography>
      )}
    </Stack>
  );
}
