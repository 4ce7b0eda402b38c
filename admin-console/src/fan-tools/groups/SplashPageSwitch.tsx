import { useEffect } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { useDialogDraft } from '../../api/drafts.ts';
import { dialogDraftKeys } from '../dialogs/dialog-draft-keys.ts';
import { ReasonDialog } from '../dialogs/ReasonDialog.tsx';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useGroupCardContext } from './use-group-card-context.ts';

/**
 * 002 §2.4, §4, §8: the splash page switch (write role). Flipping it asks 'Are you sure you want to change the
 * splash page?' with a required reason; the reply's status and reason are shown. A failure is swallowed: the modal
 * closes and the switch stays as it was. A reason typed when the session ended reopens the modal with it after
 * sign-in.
 */
export const SplashPageSwitch = () => {
  const actions = useFanToolActions();
  const { group, state, dispatch } = useGroupCardContext();
  const on = state.isWebEnabled;
  const draftKey = dialogDraftKeys.splashPage(group.groupId);
  const { restored, forget } = useDialogDraft(draftKey);
  useEffect(() => {
    if (restored === null) return;
    // the section the switch is in opens too, as it was
    dispatch({ type: 'sectionToggled', section: 'management', expanded: true });
    dispatch({ type: 'dialogOpened', dialog: 'splash' });
  }, [restored, dispatch]);

  const confirm = async (reason: string) => {
    try {
      const { data } = await actions.updateGroupWebStatus({ groupId: group.groupId, enableStatus: !on, reason });
      dispatch({ type: 'splashSaved', isWebEnabled: data.isWebEnabled, reason: data.reason });
    } catch {
      dispatch({ type: 'splashFailed' });
    }
    forget();
  };

  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={() => dispatch({ type: 'dialogOpened', dialog: 'splash' })} />}
        label={`${consoleText.splashPageStatus}: ${on ? consoleText.on : consoleText.off}`}
      />
      <ReasonDialog
        open={state.dialog === 'splash'}
        title={consoleText.changeSplashPage}
        description={`${fanToolsText.confirmSplashChange} ${consoleText.turnSplashPage(!on)} for group ${group.groupId}.`}
        confirmLabel={consoleText.turnSplashPage(!on)}
        onClose={() => {
          dispatch({ type: 'dialogClosed' });
          forget();
        }}
        onConfirm={confirm}
        draftKey={draftKey}
        initialReason={restored ?? ''}
      />
    </>
  );
};
