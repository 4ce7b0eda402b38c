import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  Show,
  TopToolbar,
  useCanAccess,
  useDeleteController,
  useNotify,
  useRedirect,
  useRecordContext,
} from 'react-admin';
import { Box, Divider } from '@mui/material';
import { fanToolsText, type AdminGroupRecord, type AdminGroupShow } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { dialogFailureMessage, GroupCard, LoadingStatus, ReadOnlyFanTool } from '../fan-tools/index.ts';
import { AuditTrailSection } from '../ui/AuditTrailSection.tsx';
import { PageHeading, PageSection } from '../ui/PageHeading.tsx';
import { GroupTitle } from './GroupTitle.tsx';

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

/** The group as the show call answers it, with its FANs; not yet the list's row react-admin shows meanwhile. */
const withMembers = (group: AdminGroupRecord | AdminGroupShow | undefined): group is AdminGroupShow =>
  group !== undefined && 'fanDetails' in group && Array.isArray(group.fanDetails);

/** The tool's group card (002 §2.4) for the group shown, its accordions closed until opened. */
const GroupCardOfRecord = () => {
  const group = useRecordContext<AdminGroupRecord | AdminGroupShow>();
  if (!withMembers(group)) return <LoadingStatus />;
  return (
    <ReadOnlyFanTool>
      <GroupCard group={group} activity={false} />
    </ReadOnlyFanTool>
  );
};

/**
 * One group: the tool's card with its 'Group Management' and 'FANs in group' accordions, read-only for everyone
 * (other changes go through the tool, which asks for a reason), 'Delete Group' for the write role, and its activity.
 */
export const GroupShow = () => (
  <Show title={<GroupTitle />} actions={<GroupShowActions />}>
    <PageHeading>
      <GroupTitle />
    </PageHeading>
    <PageSection id="group-details-heading" title={consoleText.groupSection}>
      <Box sx={{ p: 2 }}>
        <GroupCardOfRecord />
      </Box>
    </PageSection>
    <Divider />
    <AuditTrailSection entityType="group" />
  </Show>
);
