import { useId } from 'react';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { auditActionTextFor } from './audit-wording.ts';
import { auditLeadColumns, auditReasonColumn } from './audit-columns.tsx';

/**
 * The 'Activity' of the record shown (a FAN or a group): its audit events from the audit-events resource, newest
 * first, in the same words as the tool's timeline. A FAN's includes the group events that added or removed it,
 * each naming its group.
 */
export const AuditTrailSection = ({ entityType }: { entityType: AuditEvent['entityType'] }) => {
  const headingId = useId();
  const what = (e: AuditEvent) => auditActionTextFor(e, entityType);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {consoleText.activity}
      </Typography>
      <ReferenceManyField
        reference="audit-events"
        target="entityId"
        filter={{ entityType }}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        {/* The table's own empty state: the list's would offer to clear the subject filter. */}
        <DataTable
          bulkActionButtons={false}
          empty={<Typography color="text.secondary">{consoleText.activityEmpty}</Typography>}
        >
          {auditLeadColumns(what)}
          {auditReasonColumn}
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
