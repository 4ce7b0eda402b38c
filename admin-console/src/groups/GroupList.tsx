import { DataTable } from 'react-admin';
import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { formatCreatedOn } from '../ui/format.ts';
import { groupFilters } from './group-filters.tsx';
import { groupExporter } from './group-exporter.ts';
import { ResourceList } from '../ui/ResourceList.tsx';

/** Every group, a page at a time, sorted by any column the facade sorts by; a row opens the group. */
export const GroupList = () => (
  <ResourceList
    title={consoleText.groups}
    exporter={groupExporter}
    filters={groupFilters}
    sort={{ field: 'id', order: 'ASC' }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="id" label={fanToolsText.groupId} />
      <DataTable.Col
        source="isWebEnabled"
        label={consoleText.splashPageStatus}
        render={(group: AdminGroupRecord) => (group.isWebEnabled ? consoleText.on : consoleText.off)}
      />
      <DataTable.Col
        source="isList"
        label={consoleText.splashPageView}
        render={(group: AdminGroupRecord) => (group.isList ? fanToolsText.listView : fanToolsText.searchView)}
      />
      <DataTable.Col source="fanCount" label={consoleText.fanCount} />
      <DataTable.Col
        source="tokenGenerationDate"
        label={fanToolsText.createdOn}
        render={(group: AdminGroupRecord) => formatCreatedOn(group.tokenGenerationDate)}
      />
    </DataTable>
  </ResourceList>
);
