import type { FormEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { FAN_ID_LENGTH, fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { singleSearchError } from './single-search-reducer.ts';
import { useSearchInputHandlers } from '../common/use-search-input-handlers.ts';
import { useSingleFanSearchContext } from './use-single-fan-search-context.ts';

/** 002 §2.4 'Single FAN ID': digits only, at most 8, a search arrow; Enter submits too. */
export const SingleFanSearchForm = () => {
  const { state, value, setValue, search, inputRef } = useSingleFanSearchContext();
  const { onKeyDown, onPaste, onChange } = useSearchInputHandlers('fanId', setValue, FAN_ID_LENGTH);
  const error = singleSearchError(state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField
        id="single-fan-id"
        label={fanToolsText.searchByFanId}
        value={value}
        onChange={onChange}
        error={error !== null}
        helperText={error}
        inputRef={inputRef}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: FAN_ID_LENGTH,
            inputMode: 'numeric',
            autoComplete: 'off',
            onKeyDown,
            onPaste,
          },
          formHelperText: { role: 'alert' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={consoleText.search}>
                  <ArrowForwardIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
};
