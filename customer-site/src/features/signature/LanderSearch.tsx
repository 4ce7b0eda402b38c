import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LanderTexts } from '@carrier/shared/fan-tools';
import { track } from '../../analytics/track.ts';
import { getFlags } from '../../api/flags.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useHydrated } from '../../site/hydration/use-hydrated.ts';
import { findLanderFan } from './api/lander-group.ts';
import { landerErrorMessage, type LanderErrorEntry } from './lander-error.ts';
import { leaveFor } from './leave-for.ts';

/**
 * 002 §2.3, §5 the lander's search view: one FAN ID field with an arrow button (Enter submits too). A blank entry
 * does nothing; a FAN the group shows sends the visitor to that FAN's token link; a failure shows the content's
 * message for the error id, else 'The FAN ID cannot be found', and its status goes to analytics (002 §8).
 */
export function LanderSearch({
  groupId,
  copy,
  maxLength,
  errors,
}: {
  groupId: string;
  copy: LanderTexts;
  maxLength: number;
  errors: readonly LanderErrorEntry[];
}) {
  const [fanId, setFanId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the page's scripts run the form, Enter or a click would make the browser send it itself, reloading the
  // lander without its group: the button waits for them (see useHydrated), so Enter does nothing either (a form
  // whose submit button is disabled is not sent by Enter). The field takes typing at once, and what was typed
  // before the scripts ran is kept when they do.
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '') setFanId(typed);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = fanId.trim();
    if (wanted === '' || busy) return;
    setBusy(true);
    setError(null);
    const flags = await getFlags();
    const found = await findLanderFan(groupId, wanted, flags.newFanProfilesApi);
    if (found.ok) {
      leaveFor(found.data.token);
      return;
    }
    track({
      event: 'formEvent',
      eventCode: 'Signature_Lander_FAN_Search',
      eventAction: 'response',
      status: found.error.status,
      formName: 'signatureMultiFanLander',
    });
    setError(landerErrorMessage(found.error.errorId, errors, copy.fanNotFound));
    setBusy(false);
  }

  return (
    <Box component="form" role="search" aria-labelledby="lander-search-intro" noValidate onSubmit={submit}>
      <Typography id="lander-search-intro" component="p" sx={{ mb: 2 }}>
        {copy.searchIntro}
      </Typography>
      <TextField
        id="lander-fan-id"
        label={copy.fanIdLabel}
        value={fanId}
        onChange={(e) => setFanId(e.target.value)}
        error={error !== null}
        inputRef={input}
        helperText={error ?? ' '}
        aria-busy={busy}
        sx={{ width: '100%', maxWidth: '24rem' }}
        slotProps={{
          htmlInput: { maxLength, inputMode: 'numeric', autoComplete: 'off' },
          formHelperText: { role: 'alert' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={copy.searchButton} disabled={!hydrated || busy}>
                  <SvgIcon aria-hidden="true">
                    <path d="M12 4l-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z" />
                  </SvgIcon>
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="status" sx={visuallyHidden}>
        {busy ? copy.searching : ''}
      </Box>
    </Box>
  );
}
