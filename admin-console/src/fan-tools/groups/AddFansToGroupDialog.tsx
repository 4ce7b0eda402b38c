import { useEffect, useMemo } from 'react';
import { consoleText } from '../../console-text.ts';
import { useDialogDraft } from '../../api/drafts.ts';
import { dialogDraftKeys } from '../dialogs/dialog-draft-keys.ts';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { AddFansDialog } from './AddFansDialog.tsx';
import { useGroupCardContext } from './use-group-card-context.ts';

/**
 * 002 §4 'Add FANs to group' (write role): add, refresh the group, open the group accordion. FAN IDs typed when the
 * session ended reopen the modal with them after sign-in.
 */
export const AddFansToGroupDialog = () => {
  const actions = useFanToolActions();
  const { refreshGroup } = useMultiFanSearchContext();
  const { group, state, dispatch } = useGroupCardContext();
  const memberIds = useMemo(() => group.fanDetails.map((fan) => fan.id), [group.fanDetails]);
  const draftKey = dialogDraftKeys.addFans(group.groupId);
  const { restored, forget } = useDialogDraft(draftKey);
  useEffect(() => {
    if (restored === null) return;
    // the section the link is in opens too, as it was
    dispatch({ type: 'sectionToggled', section: 'fans', expanded: true });
    dispatch({ type: 'dialogOpened', dialog: 'addFans' });
  }, [restored, dispatch]);
  const addFans = async (fanIds: string[]) => {
    await actions.addFansToGroup({ groupId: group.groupId, fanIds });
    forget();
    dispatch({ type: 'fansAdded' });
    await refreshGroup(group.groupId);
  };
  return (
    <AddFansDialog
      open={state.dialog === 'addFans'}
      title={consoleText.addFansTitle(group.groupId)}
      onClose={() => {
        dispatch({ type: 'dialogClosed' });
        forget();
      }}
      onAdd={addFans}
      members={memberIds}
      draftKey={draftKey}
      initialText={restored ?? ''}
    />
  );
};
