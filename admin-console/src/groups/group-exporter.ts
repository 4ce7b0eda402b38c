import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { csvExporter } from '../ui/csv-exporter.ts';
import { formatCreatedOn } from '../ui/format.ts';

/** The Groups list's Export: its columns, the splash page as ON/OFF and List view/Search view, dates MM/DD/YYYY. */
export const groupExporter = csvExporter<AdminGroupRecord>([
  { header: fanToolsText.groupId, value: (group) => group.id },
  { header: consoleText.splashPageStatus, value: (group) => (group.isWebEnabled ? consoleText.on : consoleText.off) },
  {
    header: consoleText.splashPageView,
    value: (group) => (group.isList ? fanToolsText.listView : fanToolsText.searchView),
  },
  { header: consoleText.fanCount, value: (group) => group.fanCount },
  { header: fanToolsText.createdOn, value: (group) => formatCreatedOn(group.tokenGenerationDate) },
]);
