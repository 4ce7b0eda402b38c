import { useId, useState, type FormEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';

interface GroupFanFilterProps {
  /** Applies a filter; an empty one shows every FAN. */
  onFilter: (input: string) => void;
  /** 'One or more FANs could not be found.' or null. */
  error: string | null;
}

/** 002 §2.4, §5 'Search by FAN ID or multi-FAN ID': digits, spaces and commas; applied on Enter or the search button. */
export const GroupFanFilter = ({ onFilter, error }: GroupFanFilterProps) => {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter(value);
  };
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        id={id}
        label={fanToolsText.searchInGroup}
        value={value}
        onChange={(event) => {
          const next = event.target.value.replace(/[^\d\s,]/g, '');
          setValue(next);
          if (next.trim() === '') onFilter('');
        }}
        error={error !== null}
        helperText={error}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          formHelperText: { role: 'alert' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={consoleText.searchInGroupButton}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
};
