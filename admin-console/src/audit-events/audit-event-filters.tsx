import { DateInput, SelectInput, TextInput } from 'react-admin';
import { AUDIT_ACTIONS } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { auditActionText } from '../ui/audit-wording.ts';
import { SUBJECT_CHOICES } from './audit-subject.ts';
import { dayOf, dayStart } from './day-bounds.ts';

/** Each recorded action by the words the timeline uses for it when it knows no detail. */
const ACTION_CHOICES = Object.values(AUDIT_ACTIONS).map((action) => ({
  id: action,
  name: auditActionText({ action, changes: {} }),
}));

/**
 * What the audit events list filters by, as the /admin-api facade reads it: subject (a FAN's includes the group
 * events that add or remove it), action, who acted (user ID or part of the name) and the days, From and To both
 * included, in the employee's time zone.
 */
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
  <TextInput
    key="actor"
    source="actor"
    label={consoleText.activityBy}
    helperText={consoleText.activityByHint}
    alwaysOn
  />,
  <DateInput
    key="atFrom"
    source="atFrom"
    label={consoleText.activityFrom}
    parse={(day: string) => dayStart(day)}
    format={(instant: unknown) => dayOf(instant)}
    alwaysOn
  />,
  <DateInput
    key="atBefore"
    source="atBefore"
    label={consoleText.activityTo}
    parse={(day: string) => dayStart(day, 1)}
    format={(instant: unknown) => dayOf(instant, 1)}
    alwaysOn
  />,
];
