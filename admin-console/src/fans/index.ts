import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { consoleText } from '../console-text.ts';
import { FanList } from './FanList.tsx';
import { FanShow } from './FanShow.tsx';

/** The fans resource: FAN profiles from the /admin-api facade, read-only. */
export default {
  list: FanList,
  show: FanShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  options: { label: consoleText.fans },
};
