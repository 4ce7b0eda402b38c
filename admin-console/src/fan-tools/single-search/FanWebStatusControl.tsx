import { useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { isWebStatusOn, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { useDialogDraft } from '../../api/drafts.ts';
import { dialogDraftKeys } from '../dialogs/dialog-draft-keys.ts';
import { ReasonDialog } from '../dialogs/ReasonDialog.tsx';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useSingleFanSearchContext } from './use-single-fan-search-context.ts';

/**
 * 002 §2.4, §4: a write user flips a FAN's web status through a modal that records a reason; the reply's status
 * and reason replace what the card shows. A failure keeps the modal open with 'We hit a snag.' A reason typed when
 * the session ended reopens the modal with it after sign-in.
 */
export const FanWebStatusControl = ({ profile }: { profile: FanProfile }) => {
  const actions = useFanToolActions();
  const { updateProfile } = useSingleFanSearchContext();
  const draftKey = dialogDraftKeys.fanWebStatus(profile.id);
  const { restored, forget } = useDialogDraft(draftKey);
  const [open, setOpen] = useState(restored !== null);
  const on = isWebStatusOn(profile);
  const close = () => {
    setOpen(false);
    forget();
  };

  const confirm = async (reason: string) => {
    const { data } = await actions.updateFanWebStatus({ fanId: profile.id, enableStatus: !on, reason });
    updateProfile(profile.id, {
      onlExpStatus: data.onlExpStatus,
      onlExpStatusChangeReason: data.onlExpStatusChangeReason,
    });
    close();
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
        onClose={close}
        onConfirm={confirm}
        draftKey={draftKey}
        initialReason={restored ?? ''}
      />
    </>
  );
};
