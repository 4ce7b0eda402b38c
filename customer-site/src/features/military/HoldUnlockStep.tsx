import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  IMEI_LENGTH,
  invalidImeiLines,
  sanitizeImeiInput,
  splitContentList,
  type Line,
} from '@carrier/shared/self-service';
import { focusFirstError } from './focus-first-error.ts';
import { lineLabel } from './line-label.ts';
import { militaryMessages } from './military-messages.ts';
import { useMilitaryContext } from './use-military-context.ts';
import { militaryQuestion } from './military-question.ts';
import type { LineChoice } from './military-reducer.ts';

interface Props {
  lines: readonly Line[];
  initial: LineChoice[] | undefined;
  onDone: (choices: LineChoice[]) => void;
}

/**
 * 000 §2 step 2: for each line to cancel, hold the number or terminate it, and optionally unlock the device with its
 * 15-digit IMEI (000 §5: digits only, at most 15; only lines ticked for unlock are checked).
 */
export function HoldUnlockStep({ lines, initial, onDone }: Props) {
  const { content } = useMilitaryContext();
  const [choices, setChoices] = useState<LineChoice[]>(() =>
    lines.map(
      (l) => initial?.find((c) => c.ctn === l.ctn) ?? { ctn: l.ctn, hold: false, unlock: false, imeiNumber: '' },
    ),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const actionQuestion = militaryQuestion(content, 1, 'action', 'What should we do with this number?');
  const [holdLabel = 'Keep the number on hold', terminateLabel = 'Terminate the line'] = splitContentList(
    actionQuestion.answers,
  );
  const unlockQuestion = militaryQuestion(content, 1, 'unlock', 'Unlock the device on this line');
  const imeiQuestion = militaryQuestion(content, 1, 'imeiNumber', 'IMEI number (15 digits)');
  const imeiMessage = militaryMessages(content).imei;

  function update(ctn: string, change: Partial<LineChoice>) {
    setChoices((all) => all.map((c) => (c.ctn === ctn ? { ...c, ...change } : c)));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const bad = invalidImeiLines(
      choices.filter((c) => c.unlock).map((c) => ({ ctn: c.ctn, imeiNumber: c.imeiNumber })),
    );
    setInvalid(bad);
    if (bad.length > 0) return focusFirstError();
    onDone(choices.map((c) => (c.unlock ? c : { ...c, imeiNumber: '' })));
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      {actionQuestion.header && (
        <Box component="p" sx={{ m: 0 }}>
          {actionQuestion.header}
        </Box>
      )}
      {lines.map((line) => {
        const choice = choices.find((c) => c.ctn === line.ctn)!;
        const error = invalid.includes(line.ctn);
        return (
          <FormControl
            key={line.ctn}
            component="fieldset"
            sx={{ border: 1, borderColor: 'grey.300', borderRadius: 1, p: 2 }}
          >
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', px: 0.5 }}>
              {lineLabel(line)}
            </FormLabel>
            <RadioGroup
              aria-label={`${actionQuestion.question} ${lineLabel(line)}`}
              value={choice.hold ? 'hold' : 'terminate'}
              onChange={(e) => update(line.ctn, { hold: e.target.value === 'hold' })}
            >
              <FormControlLabel value="terminate" control={<Radio />} label={terminateLabel} />
              <FormControlLabel value="hold" control={<Radio />} label={holdLabel} />
            </RadioGroup>
            <FormControlLabel
              control={
                <Checkbox checked={choice.unlock} onChange={(e) => update(line.ctn, { unlock: e.target.checked })} />
              }
              label={unlockQuestion.question}
            />
            {choice.unlock && (
              <TextField
                id={`imei-${line.ctn}`}
                label={imeiQuestion.question}
                value={choice.imeiNumber}
                onChange={(e) => update(line.ctn, { imeiNumber: sanitizeImeiInput(e.target.value) })}
                required
                error={error}
                helperText={error ? imeiMessage : imeiQuestion.header}
                sx={{ mt: 1, maxWidth: '22rem' }}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    maxLength: IMEI_LENGTH,
                    autoComplete: 'off',
                    'data-invalid': error ? 'true' : undefined,
                  },
                  formHelperText: error ? { role: 'alert' } : {},
                }}
              />
            )}
          </FormControl>
        );
      })}
      <Box>
        <Button type="submit" variant="contained" size="large" disableElevation>
          {content.labels.continue}
        </Button>
      </Box>
    </Box>
  );
}
