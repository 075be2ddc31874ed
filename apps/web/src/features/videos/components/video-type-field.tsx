import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { videosQueries } from '../api/videos-api';

/** Free text with the types already used as suggestions, searched 500 ms after typing stops. */
export function VideoTypeField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const q = useDebouncedValue(text, 500);
  const types = useQuery(videosQueries.types(q));
  return (
    <Autocomplete
      freeSolo
      options={types.data ?? []}
      value={value}
      inputValue={text}
      disabled={disabled}
      onInputChange={(_, typed) => {
        setText(typed);
        onChange(typed);
      }}
      onChange={(_, chosen) => onChange(chosen ?? '')}
      renderInput={(params) => <TextField {...params} label={t('videos.fields.type')} required />}
    />
  );
}
