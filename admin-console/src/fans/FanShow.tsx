import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { Divider } from '@mui/material';
import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { AuditTrailSection } from '../ui/AuditTrailSection.tsx';
import { affinityTagsText, booleanText, discountText, formatCreatedOn, webStatusText } from '../ui/format.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { TokenLinkValue } from '../ui/TokenLinkValue.tsx';
import { FanGroupsSection } from './FanGroupsSection.tsx';
import { FanTitle } from './FanTitle.tsx';

/** The FAN's token link as the tool shows it, with its copy button. */
const tokenLink = (fan: FanProfile) => <TokenLinkValue link={fan.currentTokenLink} />;

/**
 * One FAN: what the tool's 'FAN information' and 'FAN ID details' show (002 §2.4), its token link, the groups it
 * belongs to and its activity. Read-only: changes go through the tool, which asks for a reason.
 */
export const FanShow = () => (
  <Show title={<FanTitle />}>
    <SimpleShowLayout>
      <TextField source="id" label={consoleText.fanId} />
      <TextField source="name" label={consoleText.fanName} />
      <TextField source="friendlyName" label={consoleText.fanFriendlyName} />
      <FunctionField
        source="status"
        label={consoleText.status}
        render={(fan: FanProfile) => <StatusBadge status={fan.status} />}
      />
      <FunctionField
        source="onlExpStatus"
        label={consoleText.webStatus}
        render={(fan: FanProfile) => webStatusText(fan)}
      />
      <TextField source="onlExpStatusChangeReason" label={consoleText.reasonForChange} emptyText="" />
      <TextField source="contractType" label={consoleText.contractType} emptyText="" />
      <TextField source="agreementType" label={consoleText.agreementType} emptyText="" />
      <TextField source="liabilityType" label={consoleText.liabilityType} emptyText="" />
      <FunctionField
        label={consoleText.affinityTags}
        render={(fan: FanProfile) => affinityTagsText(fan.affinityTags)}
      />
      <TextField source="contactInformation.employeeName" label={consoleText.contactName} emptyText="" />
      <TextField source="contactInformation.emailAddress" label={consoleText.contactEmail} emptyText="" />
      <TextField source="contactInformation.workPhone" label={consoleText.contactWorkPhone} emptyText="" />
      <FunctionField
        label={consoleText.activationFeeWaiver}
        render={(fan: FanProfile) => booleanText(fan.promotions.isWaivedActivationFees)}
      />
      <FunctionField
        label={consoleText.upgradeFeeWaiver}
        render={(fan: FanProfile) => booleanText(fan.promotions.isWaivedUpgradeFees)}
      />
      <FunctionField
        label={consoleText.serviceDiscount}
        render={(fan: FanProfile) => discountText(fan.promotions.discounts, 'SERVICE')}
      />
      <FunctionField
        label={consoleText.accessoryDiscount}
        render={(fan: FanProfile) => discountText(fan.promotions.discounts, 'ACCESSORY')}
      />
      <FunctionField label={consoleText.currentTokenLink} render={tokenLink} />
      <FunctionField label={fanToolsText.createdOn} render={(fan: FanProfile) => formatCreatedOn(fan.tokenTimeStamp)} />
    </SimpleShowLayout>
    <Divider />
    <FanGroupsSection />
    <Divider />
    <AuditTrailSection entityType="fan" />
  </Show>
);
