import { useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { FAN_ID_LENGTH, fanToolsText, type SearchIdMode } from '@carrier/shared';
import { consoleText } from '../console-text.ts';
import { cleanValue } from './search-input.ts';
import { useSearchInputHandlers } from './useSearchInputHandlers.ts';

/**
 * 002 §2.4 'Multi-FAN group': the field and the Group ID / FAN ID choice (FAN ID by default), filtered by mode.
 * Its search and results come with the group screens.
 */
export const MultiFanSearchForm = () => {
  const [mode, setMode] = useState<SearchIdMode>('fanId');
  const [value, setValue] = useState('');
  const maxLength = mode === 'fanId' ? FAN_ID_LENGTH : undefined;
  const { onKeyDown, onPaste, onChange } = useSearchInputHandlers(mode, setValue, maxLength);

  const changeMode = (next: SearchIdMode) => {
    setMode(next);
    setValue((current) => cleanValue(current, next, next === 'fanId' ? FAN_ID_LENGTH : undefined));
  };

  return (
    <Stack spacing={2}>
      <TextField
        id="multi-fan-search"
        label={fanToolsText.searchByGroupOrFanId}
        value={value}
        onChange={onChange}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength,
            inputMode: mode === 'fanId' ? 'numeric' : 'text',
            autoComplete: 'off',
            onKeyDown,
            onPaste,
          },
        }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{consoleText.searchBy}</FormLabel>
        <RadioGroup row name="multi-fan-search-mode" value={mode} onChange={(e) => changeMode(e.target.value as SearchIdMode)}>
          <FormControlLabel value="groupId" control={<Radio />} label={fanToolsText.radioGroupId} />
          <FormControlLabel value="fanId" control={<Radio />} label={fanToolsText.radioFanId} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
};
