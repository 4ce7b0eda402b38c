import { useId } from 'react';
import { DataTable, ReferenceManyField } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { splashPageText } from '../ui/format.ts';

/** The groups the FAN shown belongs to (the groups resource filtered by fanId); a row opens the group. */
export const FanGroupsSection = () => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {consoleText.groupsOfFan}
      </Typography>
      <ReferenceManyField reference="groups" target="fanId" sort={{ field: 'id', order: 'ASC' }}>
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography color="text.secondary">{consoleText.noGroups}</Typography>}
        >
          <DataTable.Col source="id" label={fanToolsText.groupId} />
          <DataTable.Col
            source="isWebEnabled"
            label={fanToolsText.splashPage}
            render={(group: AdminGroupRecord) => splashPageText(group.isList, group.isWebEnabled)}
          />
          <DataTable.Col source="fanCount" label={consoleText.fanCount} />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
