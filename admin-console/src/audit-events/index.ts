import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { consoleText } from '../console-text.ts';
import { AuditEventList } from './AuditEventList.tsx';

/** The audit-events resource: the tool's audit trail from the /admin-api facade, a list only. */
export default {
  list: AuditEventList,
  icon: HistoryIcon,
  options: { label: consoleText.auditEvents },
};
