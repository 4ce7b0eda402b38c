import { DataTable } from 'react-admin';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { auditActorText, formatAuditTime } from './audit-wording.ts';

/**
 * The columns every table of audit events starts with: when, by whom and what, the last in the words `what` gives
 * (the audit events list words an event for itself, a record's Activity for its subject). Returned as elements, not
 * wrapped in a component of their own, so each is a direct child of its DataTable.
 */
export const auditLeadColumns = (what: (event: AuditEvent) => string) => [
  <DataTable.Col key="at" source="at" label={consoleText.when} render={(e: AuditEvent) => formatAuditTime(e.at)} />,
  <DataTable.Col key="actor" source="actor" label={consoleText.activityBy} render={auditActorText} />,
  <DataTable.Col key="action" source="action" label={consoleText.what} render={what} />,
];

/** The column every table of audit events ends with: the reason given for the change, if any. */
export const auditReasonColumn = (
  <DataTable.Col
    source="reason"
    label={consoleText.reasonForChange}
    disableSort
    render={(e: AuditEvent) => e.reason ?? ''}
  />
);
