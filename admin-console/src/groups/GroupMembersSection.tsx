import { useId } from 'react';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';

/** The FANs of the group shown (the fans resource filtered by groupId), a page at a time; a row opens the FAN. */
export const GroupMembersSection = () => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {consoleText.membersOfGroup}
      </Typography>
      <ReferenceManyField
        reference="fans"
        target="groupId"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[]} />}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography color="text.secondary">{consoleText.noFans}</Typography>}
        >
          <DataTable.Col source="id" label={consoleText.fanId} />
          <DataTable.Col source="name" label={consoleText.fanName} />
          <DataTable.Col
            source="status"
            label={consoleText.status}
            render={(fan: FanProfile) => <StatusBadge status={fan.status} />}
          />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
