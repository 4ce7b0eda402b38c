import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { isWebStatusOn, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { ReasonDialog } from '../dialogs/ReasonDialog.tsx';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useSingleFanSearchContext } from './use-single-fan-search-context.ts';

/**
 * 002 §2.4, §4: a write user flips a FAN's web status through a modal that records a reason; the reply's status
 * and reason replace what the card shows. A failure keeps the modal open with 'We hit a snag.'
 */
export const FanWebStatusControl = ({ profile }: { profile: FanProfile }) => {
  const actions = useFanToolActions();
  const { updateProfile } = useSingleFanSearchContext();
  const [open, setOpen] = useState(false);
  const on = isWebStatusOn(profile);

  const confirm = async (reason: string) => {
    const { data } = await actions.updateFanWebStatus({ fanId: profile.id, enableStatus: !on, reason });
    updateProfile(profile.id, {
      onlExpStatus: data.onlExpStatus,
      onlExpStatusChangeReason: data.onlExpStatusChangeReason,
    });
    setOpen(false);
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={() => setOpen(true)} />}
        label={`${consoleText.webStatus}: ${on ? consoleText.on : consoleText.off}`}
      />
      <ReasonDialog
        open={open}
        title={consoleText.changeWebStatus}
        description={consoleText.webStatusQuestion(profile.id, !on)}
        confirmLabel={consoleText.turnWebStatus(!on)}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
};
