import { useState } from 'react';
import { Button } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { useDialogDraft } from '../../api/drafts.ts';
import { dialogDraftKeys } from '../dialogs/dialog-draft-keys.ts';
import { AddFansDialog } from './AddFansDialog.tsx';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';

/**
 * 002 §2.4 footer 'Create new group' (write role) and the create flow of §4: add FANs (Active only, at least one),
 * the group is created, the new group is searched and shown, the modal closes. FAN IDs typed when the session
 * ended reopen the modal with them after sign-in.
 */
export const CreateGroupButton = ({ onCreated }: { onCreated: () => void }) => {
  const { restored, forget } = useDialogDraft(dialogDraftKeys.createGroup);
  const [open, setOpen] = useState(restored !== null);
  const close = () => {
    setOpen(false);
    forget();
  };
  const actions = useFanToolActions();
  const { showGroup } = useMultiFanSearchContext();

  const create = async (fanIds: string[]) => {
    const { data } = await actions.createGroup({ fanIds });
    close();
    onCreated();
    showGroup(data.groupId);
  };

  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {fanToolsText.createNewGroup}
      </Button>
      <AddFansDialog
        open={open}
        title={fanToolsText.createNewGroup}
        onClose={close}
        onAdd={create}
        draftKey={dialogDraftKeys.createGroup}
        initialText={restored ?? ''}
      />
    </>
  );
};
