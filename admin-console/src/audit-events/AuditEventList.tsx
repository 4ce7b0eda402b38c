import { DataTable, List } from 'react-admin';
import { Typography } from '@mui/material';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { auditActionText, auditActorText, formatAuditTime } from '../ui/audit-wording.ts';
import { auditEventFilters } from './audit-event-filters.tsx';
import { subjectText } from './audit-subject.ts';
import { auditEventExporter } from './audit-event-exporter.ts';
import { PageHeading } from '../ui/PageHeading.tsx';

/** Every change made through the tool or a fan upload, newest first: when, who, what, to which subject, and why. */
export const AuditEventList = () => (
  <>
    <PageHeading>{consoleText.auditEvents}</PageHeading>
    {/* empty={false}: the filters stay on screen before anything is recorded. */}
    <List
      exporter={auditEventExporter}
      title={consoleText.auditEvents}
      filters={auditEventFilters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      <DataTable
        bulkActionButtons={false}
        empty={<Typography color="text.secondary">{consoleText.activityEmpty}</Typography>}
      >
        <DataTable.Col source="at" label={consoleText.when} render={(event: AuditEvent) => formatAuditTime(event.at)} />
        <DataTable.Col source="actor" label={consoleText.activityBy} render={(e: AuditEvent) => auditActorText(e)} />
        <DataTable.Col
          source="action"
          label={consoleText.what}
          render={(event: AuditEvent) => auditActionText(event)}
        />
        <DataTable.Col source="entityType" label={consoleText.subjectType} render={subjectText} />
        <DataTable.Col source="entityId" label={consoleText.subjectId} />
        <DataTable.Col
          source="reason"
          label={consoleText.reasonForChange}
          disableSort
          render={(event: AuditEvent) => event.reason ?? ''}
        />
      </DataTable>
    </List>
  </>
);
