import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { localIsoDate } from '@carrier/shared/core';
import { futureWindow, validateLineSelection, type Line } from '@carrier/shared/self-service';
import { focusFirstError } from './focus-first-error.ts';
import { lineLabel } from './line-label.ts';
import { militaryMessages } from './military-messages.ts';
import { useMilitaryContext } from './use-military-context.ts';
import { militaryQuestion } from './military-question.ts';
import type { MilitaryData } from './military-reducer.ts';

interface Props {
  lines: readonly Line[];
  initial: MilitaryData['lines'];
  onDone: (numbers: string[], restoreServiceDate: string) => void;
}

/** 000 §2 step 1: the lines to cancel (active) or restore (suspended, MT/MLU/RRST), and for restore the date. */
export function LinesStep({ lines, initial, onDone }: Props) {
  const { content } = useMilitaryContext();
  const restore = content.requestType === 'restore';
  const [selected, setSelected] = useState<string[]>(initial?.numbers ?? []);
  const [date, setDate] = useState(initial?.restoreServiceDate ?? '');
  const [errors, setErrors] = useState<{ lines?: string; date?: string }>({});
  const today = localIsoDate(new Date());
  const window = futureWindow(today, content.restoreValidity);
  const linesQuestion = militaryQuestion(
    content,
    0,
    'lines',
    restore ? 'Which lines do you want to restore?' : 'Which lines do you want to cancel?',
  );
  const dateQuestion = militaryQuestion(content, 0, 'restoreServiceDate', 'When should service be restored?');

  function toggle(ctn: string) {
    setSelected((s) => (s.includes(ctn) ? s.filter((c) => c !== ctn) : [...s, ctn]));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = lines.map((l) => l.ctn).filter((c) => selected.includes(c));
    const messages = militaryMessages(content);
    const result = validateLineSelection(chosen, content.requestType, date, {
      today,
      restoreValidity: content.restoreValidity,
      messages,
    });
    if (result.ok) return onDone(chosen, restore ? date : '');
    const next = result.key === 'restoreDate' ? { date: result.message } : { lines: result.message };
    setErrors(next);
    focusFirstError();
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <FormControl component="fieldset" error={Boolean(errors.lines)} data-invalid={errors.lines ? 'true' : undefined}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {linesQuestion.question}
        </FormLabel>
        {linesQuestion.header && <FormHelperText sx={{ mx: 0 }}>{linesQuestion.header}</FormHelperText>}
        <FormGroup>
          {lines.map((line) => (
            <FormControlLabel
              key={line.ctn}
              control={
                <Checkbox
                  checked={selected.includes(line.ctn)}
                  onChange={() => toggle(line.ctn)}
                  slotProps={{ input: { 'aria-describedby': errors.lines ? 'lines-error' : undefined } }}
                />
              }
              label={lineLabel(line)}
            />
          ))}
        </FormGroup>
        {errors.lines && (
          <FormHelperText id="lines-error" role="alert" sx={{ mx: 0 }}>
            {errors.lines}
          </FormHelperText>
        )}
      </FormControl>
      {restore && (
        <TextField
          id="restore-date"
          type="date"
          label={dateQuestion.question}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
          error={Boolean(errors.date)}
          helperText={errors.date ?? dateQuestion.header}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: window.min, max: window.max, 'data-invalid': errors.date ? 'true' : undefined },
            formHelperText: errors.date ? { role: 'alert' } : {},
          }}
        />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disableElevation>
          {content.labels.continue}
        </Button>
      </Box>
    </Box>
  );
}
