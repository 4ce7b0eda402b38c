import { Menu } from 'react-admin';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { FanUploadMenuItem } from '../fan-upload/index.ts';

/**
 * The tool page is the console's home; the fan upload and the resources (FANs, Groups, Audit events) follow, each
 * shown only to an employee whose roles let them in (the resources ask the authProvider's canAccess).
 */
export const ConsoleMenu = () => (
  <Menu>
    <Menu.Item to="/" primaryText={fanToolsText.title} leftIcon={<ManageSearchIcon />} />
    <FanUploadMenuItem />
    <Menu.ResourceItems />
  </Menu>
);
