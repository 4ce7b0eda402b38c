import { useState, type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { FAN_ID_LENGTH, fanToolsText, type SearchIdMode } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { useMultiFanSearchContext } from './use-multi-fan-search-context.ts';
import { blocksKey, cleanValue } from '../common/search-input.ts';
import { useSearchInputHandlers } from '../common/use-search-input-handlers.ts';

/**
 * 002 §2.4 'Multi-FAN group': the field and the Group ID / FAN ID choice (FAN ID by default), filtered by mode
 * (002 §5), with a search arrow; Enter submits too. A letter typed or pasted in FAN ID mode can only belong to a
 * group id: the choice switches to Group ID, keeps what was typed, and says so under the field.
 */
export const MultiFanSearchForm = () => {
  const { state, value, setValue, mode, setMode, search, inputRef } = useMultiFanSearchContext();
  const maxLength = mode === 'fanId' ? FAN_ID_LENGTH : undefined;
  const handlers = useSearchInputHandlers(mode, setValue, maxLength);
  const [switched, setSwitched] = useState(false);
  const error = state.status === 'noResults' ? fanToolsText.noResultsMulti : null;

  const changeMode = (next: SearchIdMode) => {
    setMode(next);
    setSwitched(false);
    setValue(cleanValue(value, next, next === 'fanId' ? FAN_ID_LENGTH : undefined));
  };

  const toGroupId = (next: string) => {
    setMode('groupId');
    setSwitched(true);
    setValue(cleanValue(next, 'groupId'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode === 'fanId' && blocksKey(event, 'fanId') && !blocksKey(event, 'groupId')) {
      event.preventDefault();
      const input = event.currentTarget;
      const start = input.selectionStart ?? value.length;
      const end = input.selectionEnd ?? value.length;
      toGroupId(`${value.slice(0, start)}${event.key}${value.slice(end)}`);
      return;
    }
    handlers.onKeyDown(event);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (mode === 'fanId' && /[A-Za-z]/.test(pasted)) {
      event.preventDefault();
      toGroupId(pasted);
      return;
    }
    handlers.onPaste(event);
  };
  // a value that arrives whole (dropped, filled in by the browser) with letters in it is a group id too
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mode === 'fanId' && /[A-Za-z]/.test(event.target.value)) {
      toGroupId(event.target.value);
      return;
    }
    handlers.onChange(event);
  };
  const helperText = error ?? (switched && mode === 'groupId' ? consoleText.switchedToGroupId : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField
        id="multi-fan-search"
        label={fanToolsText.searchByGroupOrFanId}
        value={value}
        onChange={onChange}
        error={error !== null}
        helperText={helperText}
        inputRef={inputRef}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength,
            inputMode: mode === 'fanId' ? 'numeric' : 'text',
            autoComplete: 'off',
            onKeyDown,
            onPaste,
          },
          formHelperText: error ? { role: 'alert' } : { role: 'status' },
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
      <FormControl component="fieldset">
        <FormLabel component="legend">{consoleText.searchBy}</FormLabel>
        <RadioGroup
          row
          name="multi-fan-search-mode"
          value={mode}
          onChange={(e) => changeMode(e.target.value as SearchIdMode)}
        >
          <FormControlLabel value="groupId" control={<Radio />} label={fanToolsText.radioGroupId} />
          <FormControlLabel value="fanId" control={<Radio />} label={fanToolsText.radioFanId} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
};
