import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useDeleteController,
  useNotify,
  useRedirect,
  useRecordContext,
} from 'react-admin';
import { Divider } from '@mui/material';
import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { dialogFailureMessage } from '../fan-tools/dialogs/failure-message.ts';
import { AuditTrailSection } from '../ui/AuditTrailSection.tsx';
import { formatCreatedOn, splashPageText } from '../ui/format.ts';
import { TokenLinkValue } from '../ui/TokenLinkValue.tsx';
import { GroupMembersSection } from './GroupMembersSection.tsx';
import { GroupTitle } from './GroupTitle.tsx';

const tokenLink = (group: AdminGroupRecord) => <TokenLinkValue link={group.tokenLink} />;

/**
 * 002 §2.4, §4 'Delete Group' for those who may (write role): the confirmation names the group, asks the spec's
 * question and answers with the spec's 'Yes, delete group'; the deletion is confirmed by a notification naming it,
 * then the list opens; a failure says §8 'We hit a snag.' as the tool's modals do (never the gateway's own words,
 * 'System Error' for a 500) and the group stays.
 */
const DeleteGroupAction = ({ record }: { record: AdminGroupRecord }) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const groupId = String(record.id);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource: 'groups',
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        setOpen(false);
        notify(consoleText.groupDeleted(groupId), { type: 'info' });
        redirect('list', 'groups');
      },
      onError: (error) => {
        setOpen(false);
        notify(dialogFailureMessage(error), { type: 'error' });
      },
    },
  });
  return (
    <>
      <Button
        label={fanToolsText.deleteGroup}
        aria-label={`${fanToolsText.deleteGroup} ${groupId}`}
        color="error"
        onClick={() => setOpen(true)}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${fanToolsText.deleteGroup} ${groupId}`}
        content={fanToolsText.confirmDeleteGroup}
        confirm={fanToolsText.yesDeleteGroup}
        confirmColor="primary"
        onConfirm={() => handleDelete()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const GroupShowActions = () => {
  const record = useRecordContext<AdminGroupRecord>();
  const { canAccess } = useCanAccess({ resource: 'groups', action: 'delete', record });
  return <TopToolbar>{record && canAccess ? <DeleteGroupAction record={record} /> : null}</TopToolbar>;
};

/**
 * One group: its splash page (002 §2.4 'List view' or 'Search view' plus ON/OFF), token link, members and activity.
 * Other changes go through the tool, which asks for a reason.
 */
export const GroupShow = () => (
  <Show title={<GroupTitle />} actions={<GroupShowActions />}>
    <SimpleShowLayout>
      <TextField source="id" label={fanToolsText.groupId} />
      <FunctionField
        label={fanToolsText.splashPage}
        render={(group: AdminGroupRecord) => splashPageText(group.isList, group.isWebEnabled)}
      />
      <NumberField source="fanCount" label={consoleText.fanCount} />
      <FunctionField label={consoleText.currentGroupTokenLink} render={tokenLink} />
      <FunctionField
        label={fanToolsText.createdOn}
        render={(group: AdminGroupRecord) => formatCreatedOn(group.tokenGenerationDate)}
      />
    </SimpleShowLayout>
    <Divider />
    <GroupMembersSection />
    <Divider />
    <AuditTrailSection entityType="group" />
  </Show>
);
