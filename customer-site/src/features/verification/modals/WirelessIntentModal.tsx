import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { WIRELESS_INTENT_TEXTS } from '@carrier/shared/discount-program';
import { WIRELESS_INTENTS, type WirelessIntent } from './wireless-intent.ts';

/** 001 §2, §4 wireless intent modal: what the customer means to do next, after an upload for the age segment. */
export function WirelessIntentModal({
  lang,
  onChoose,
  onClose,
}: {
  lang: 'en' | 'es';
  onChoose: (intent: WirelessIntent) => void;
  onClose: () => void;
}) {
  const t = WIRELESS_INTENT_TEXTS[lang];
  const [intent, setIntent] = useState<WirelessIntent>('NEW');
  return (
    <Dialog open onClose={onClose} aria-labelledby="wireless-intent-heading" data-testid="wireless-intent">
      <DialogTitle id="wireless-intent-heading" component="h2">
        {t.heading}
      </DialogTitle>
      <DialogContent>
        <RadioGroup aria-label={t.legend} value={intent} onChange={(e) => setIntent(e.target.value as WirelessIntent)}>
          {WIRELESS_INTENTS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t.options[option]} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" onClick={() => onChoose(intent)}>
          {t.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
