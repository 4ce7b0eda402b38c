import { NullableBooleanInput, TextInput } from 'react-admin';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';

/**
 * What the groups list filters by, as the /admin-api facade reads it: q (part of the Group ID), a member FAN, and the
 * splash page's status and view. An unset choice sends no filter at all.
 */
export const groupFilters = [
  <TextInput key="q" source="q" label={consoleText.searchGroups} alwaysOn resettable />,
  <TextInput key="fanId" source="fanId" label={consoleText.fanId} alwaysOn />,
  <NullableBooleanInput
    key="isWebEnabled"
    source="isWebEnabled"
    label={consoleText.splashPageStatus}
    trueLabel={consoleText.on}
    falseLabel={consoleText.off}
    alwaysOn
  />,
  <NullableBooleanInput
    key="isList"
    source="isList"
    label={consoleText.splashPageView}
    trueLabel={fanToolsText.listView}
    falseLabel={fanToolsText.searchView}
    alwaysOn
  />,
];
