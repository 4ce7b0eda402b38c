import { SelectInput, TextInput } from 'react-admin';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** The FAN statuses the data holds; the filter offers them by name. */
const STATUS_CHOICES = ['Active', 'Pending', 'Expired', 'Inactive'].map((status) => ({ id: status, name: status }));

/** Web status as the FAN card writes it (ON when onlExpStatus is 'Active'). */
const WEB_STATUS_CHOICES = [
  { id: 'on', name: consoleText.on },
  { id: 'off', name: consoleText.off },
];

/** The two discount types a FAN's promotions hold, by the card's captions. */
const DISCOUNT_TYPE_CHOICES = [
  { id: 'SERVICE', name: consoleText.serviceDiscount },
  { id: 'ACCESSORY', name: consoleText.accessoryDiscount },
];

/**
 * What the fans list filters by, as the /admin-api facade reads it: q (an id prefix or part of a name), status, web
 * status, discount type and group. Always shown, so each has a visible label.
 */
export const fanFilters = [
  <TextInput key="q" source="q" label={consoleText.searchFans} alwaysOn resettable />,
  <SelectInput key="status" source="status" label={consoleText.status} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput
    key="webStatus"
    source="webStatus"
    label={consoleText.webStatus}
    choices={WEB_STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="discountType"
    source="discountType"
    label={consoleText.discountType}
    choices={DISCOUNT_TYPE_CHOICES}
    alwaysOn
  />,
  <TextInput key="groupId" source="groupId" label={fanToolsText.groupId} alwaysOn />,
];
