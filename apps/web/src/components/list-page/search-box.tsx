import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type SearchBoxProps = { value: string; onSearch: (value: string) => void; onClear: () => void; placeholder?: string };

/** Search on submit (Enter or the icon); the clear button removes the query. */
export function SearchBox({ value, onSearch, onClear, placeholder: givenPlaceholder }: SearchBoxProps) {
  const { t } = useTranslation();
  const placeholder = givenPlaceholder ?? t('common.search');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextField
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { 'aria-label': placeholder },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {(draft || value) && (
                  <IconButton
                    size="small"
                    aria-label={t('common.clearSearch')}
                    onClick={() => {
                      setDraft('');
                      onClear();
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton size="small" type="submit" aria-label={t('common.submitSearch')}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: { xs: '100%', sm: 300 }, bgcolor: 'background.paper' }}
      />
    </form>
  );
}
