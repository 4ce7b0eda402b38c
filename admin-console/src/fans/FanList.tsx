import { DataTable } from 'react-admin';
import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { formatCreatedOn, webStatusText } from '../ui/format.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { fanFilters } from './fan-filters.tsx';
import { fanExporter } from './fan-exporter.ts';
import { ResourceList } from '../ui/ResourceList.tsx';

/** Every FAN profile, a page at a time, sorted by any column the facade sorts by; a row opens the FAN. */
export const FanList = () => (
  <ResourceList
    title={consoleText.fans}
    exporter={fanExporter}
    filters={fanFilters}
    sort={{ field: 'id', order: 'ASC' }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="id" label={consoleText.fanId} />
      <DataTable.Col source="name" label={consoleText.fanName} />
      <DataTable.Col source="friendlyName" label={consoleText.fanFriendlyName} />
      <DataTable.Col
        source="status"
        label={consoleText.status}
        render={(fan: FanProfile) => <StatusBadge status={fan.status} />}
      />
      <DataTable.Col
        source="onlExpStatus"
        label={consoleText.webStatus}
        render={(fan: FanProfile) => webStatusText(fan)}
      />
      <DataTable.Col
        source="tokenTimeStamp"
        label={fanToolsText.createdOn}
        render={(fan: FanProfile) => formatCreatedOn(fan.tokenTimeStamp)}
      />
    </DataTable>
  </ResourceList>
);
