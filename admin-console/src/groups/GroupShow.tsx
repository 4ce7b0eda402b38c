import { FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
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
 * One group: its splash page (002 §2.4 'List view' or 'Search view' plus ON/OFF), token link, members and activity.
 * Read-only: changes go through the tool, which asks for a reason.
 */
export const GroupShow = () => (
  <Show title={<GroupTitle />}>
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
