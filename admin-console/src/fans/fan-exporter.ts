import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { csvExporter } from '../ui/csv-exporter.ts';
import { formatCreatedOn, webStatusText } from '../ui/format.ts';

/** The FANs list's Export: its columns, web status as ON/OFF and the token's date as MM/DD/YYYY. */
export const fanExporter = csvExporter<FanProfile>([
  { header: consoleText.fanId, value: (fan) => fan.id },
  { header: consoleText.fanName, value: (fan) => fan.name },
  { header: consoleText.fanFriendlyName, value: (fan) => fan.friendlyName },
  { header: consoleText.status, value: (fan) => fan.status },
  { header: consoleText.webStatus, value: (fan) => webStatusText(fan) },
  { header: fanToolsText.createdOn, value: (fan) => formatCreatedOn(fan.tokenTimeStamp) },
]);
