import { Menu } from 'react-admin';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { FanUploadMenuItem } from '../fan-upload/index.ts';

/** The tool page is the console's home; resources (fans, groups) list after it as they are added. */
export const ConsoleMenu = () => (
  <Menu>
    <Menu.Item to="/" primaryText={fanToolsText.title} leftIcon={<ManageSearchIcon />} />
    <FanUploadMenuItem />
    <Menu.ResourceItems />
  </Menu>
);
