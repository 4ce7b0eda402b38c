import { Menu, usePermissions } from 'react-admin';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { effectiveRoles } from '@carrier/shared/access';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { FanUploadMenuItem } from '../fan-upload/index.ts';

/** The tool's entry, for employees who may read FAN profiles (002 §6) — and while the roles are still loading. */
const FanToolMenuItem = () => {
  const { permissions } = usePermissions<string[]>();
  if (Array.isArray(permissions) && !effectiveRoles(permissions).has('read_fpt')) return null;
  return <Menu.Item to="/" primaryText={fanToolsText.title} leftIcon={<ManageSearchIcon />} />;
};

/**
 * The tool page is the console's home; the fan upload and the resources (FANs, Groups, Audit events, Document
 * review) follow, each shown only to an employee whose roles let them in (the resources ask the authProvider's
 * canAccess).
 */
export const ConsoleMenu = () => (
  <Menu>
    <FanToolMenuItem />
    <FanUploadMenuItem />
    <Menu.ResourceItems />
  </Menu>
);
