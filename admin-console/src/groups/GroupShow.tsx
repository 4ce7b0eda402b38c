import {
  DeleteWithConfirmButton,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRedirect,
  useRecordContext,
} from 'react-admin';
import { Divider } from '@mui/material';
import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { AuditTrailSection } from '../ui/AuditTrailSection.tsx';
import { formatCreatedOn, splashPageText } from '../ui/format.ts';
import { TokenLinkValue } from '../ui/TokenLinkValue.tsx';
import { GroupMembersSection } from './GroupMembersSection.tsx';
import { GroupTitle } from './GroupTitle.tsx';

const tokenLink = (group: AdminGroupRecord) => <TokenLinkValue link={group.tokenLink} />;

/**
 * 002 §2.4, §4 'Delete Group' for those who may (write role): react-admin's confirmation names the group and asks the
 * spec's question; the deletion is confirmed by a notification naming it, then the list opens; a failure says
 * 'We hit a snag.'
 */
const GroupShowActions = () => {
  const record = useRecordContext<AdminGroupRecord>();
  const { canAccess } = useCanAccess({ resource: 'groups', action: 'delete', record });
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record || !canAccess) return <TopToolbar />;
  return (
    <TopToolbar>
      <DeleteWithConfirmButton
        label={fanToolsText.deleteGroup}
        confirmTitle={`${fanToolsText.deleteGroup} ${String(record.id)}`}
        confirmContent={fanToolsText.confirmDeleteGroup}
        confirmColor="primary"
        mutationMode="pessimistic"
        mutationOptions={{
          // react-admin's own success notice would translate the sentence away; this one names the group
          onSuccess: () => {
            notify(consoleText.groupDeleted(String(record.id)), { type: 'info' });
            redirect('list', 'groups');
          },
        }}
        aria-label={`${fanToolsText.deleteGroup} ${String(record.id)}`}
      />
    </TopToolbar>
  );
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
