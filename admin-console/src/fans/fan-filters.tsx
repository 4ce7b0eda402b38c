import { SelectInput, TextInput } from 'react-admin';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/** The FAN statuses the data holds; the filter offers them by name. */
const STATUS_CHOICES = ['Active', 'Pending', 'Expired', 'Inactive'].map((status) => ({ id: status, name: status }));

/**
 * What the fans list filters by, as the /admin-api facade reads it: q (an id prefix or part of a name), status and
 * group. Always shown, so each has a visible label.
 */
export const fanFilters = [
  <TextInput key="q" source="q" label={consoleText.searchFans} alwaysOn resettable />,
  <SelectInput key="status" source="status" label={consoleText.status} choices={STATUS_CHOICES} alwaysOn />,
  <TextInput key="groupId" source="groupId" label={fanToolsText.groupId} alwaysOn />,
];
