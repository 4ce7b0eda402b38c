import { DataTable } from 'react-admin';
import { Typography } from '@mui/material';
import { consoleText } from '../console-text.ts';
import { auditActionText } from '../ui/audit-wording.ts';
import { auditLeadColumns, auditReasonColumn } from '../ui/audit-columns.tsx';
import { auditEventFilters } from './audit-event-filters.tsx';
import { subjectText } from './audit-subject.ts';
import { auditEventExporter } from './audit-event-exporter.ts';
import { ResourceList } from '../ui/ResourceList.tsx';

/**
 * Every change made through the tool or a fan upload, newest first: when, who, what, to which subject, and why.
 * empty={false}: the filters stay on screen before anything is recorded.
 */
export const AuditEventList = () => (
  <ResourceList
    title={consoleText.auditEvents}
    exporter={auditEventExporter}
    filters={auditEventFilters}
    sort={{ field: 'id', order: 'DESC' }}
    empty={false}
  >
    <DataTable
      bulkActionButtons={false}
      empty={<Typography color="text.secondary">{consoleText.activityEmpty}</Typography>}
    >
      {auditLeadColumns(auditActionText)}
      <DataTable.Col source="entityType" label={consoleText.subjectType} render={subjectText} />
      <DataTable.Col source="entityId" label={consoleText.subjectId} />
      {auditReasonColumn}
    </DataTable>
  </ResourceList>
);
