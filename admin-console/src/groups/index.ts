import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { consoleText } from '../console-text.ts';
import { GroupList } from './GroupList.tsx';
import { GroupShow } from './GroupShow.tsx';

/** The groups resource: FAN groups from the /admin-api facade, read-only here. */
export default {
  list: GroupList,
  show: GroupShow,
  icon: GroupsIcon,
  recordRepresentation: 'id',
  options: { label: consoleText.groups },
};
