import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';

type SearchBoxProps = { value: string; onSearch: (value: string) => void; onClear: () => void; placeholder?: string };

/** Search on submit (Enter or the icon); the clear button removes the query. */
export function SearchBox({ value, onSearch, onClear, placeholder = 'Search' }: SearchBoxProps) {
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
                    aria-label="Clear search"
                    onClick={() => {
                      setDraft('');
                      onClear();
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <IconButton size="small" type="submit" aria-label="Submit search">
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
