import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useGroupCardContext } from './use-group-card-context.ts';
import { useMultiFanSearchContext } from '../multi-search/use-multi-fan-search-context.ts';

/**
 * 002 §2.4, §4, §8 'Delete Group' (write role): 'Are you sure you want to delete this group ?' → 'Yes, delete
 * group'. The results clear if it was the only group, else they refresh; a failure shows 'We hit a snag.'
 */
export const DeleteGroupButton = () => {
  const actions = useFanToolActions();
  const { group, state, dispatch } = useGroupCardContext();
  const { groupDeleted } = useMultiFanSearchContext();

  const confirm = async () => {
    await actions.deleteGroup({ groupId: group.groupId });
    dispatch({ type: 'dialogClosed' });
    groupDeleted(group.groupId);
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => dispatch({ type: 'dialogOpened', dialog: 'delete' })}
        aria-label={`${fanToolsText.deleteGroup} ${group.groupId}`}
      >
        {fanToolsText.deleteGroup}
      </Button>
      <ConfirmDialog
        open={state.dialog === 'delete'}
        title={`${fanToolsText.deleteGroup} ${group.groupId}`}
        question={fanToolsText.confirmDeleteGroup}
        confirmLabel={fanToolsText.yesDeleteGroup}
        confirmColor="error"
        onClose={() => dispatch({ type: 'dialogClosed' })}
        onConfirm={confirm}
      />
    </>
  );
};
