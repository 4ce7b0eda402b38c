import { SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTIONS } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { auditActionText } from '../ui/audit-wording.ts';

const SUBJECT_CHOICES = [
  { id: 'fan', name: consoleText.subjectFan },
  { id: 'group', name: consoleText.subjectGroup },
];

/** Each recorded action by the words the timeline uses for it when it knows no detail. */
const ACTION_CHOICES = Object.values(AUDIT_ACTIONS).map((action) => ({
  id: action,
  name: auditActionText({ action, changes: {} }),
}));

/** What the audit events list filters by, as the /admin-api facade reads it: subject, action and who acted. */
export const auditEventFilters = [
  <SelectInput
    key="entityType"
    source="entityType"
    label={consoleText.subjectType}
    choices={SUBJECT_CHOICES}
    alwaysOn
  />,
  <TextInput key="entityId" source="entityId" label={consoleText.subjectId} alwaysOn />,
  <SelectInput key="action" source="action" label={consoleText.what} choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="actor" source="actor" label={consoleText.activityBy} alwaysOn />,
];
