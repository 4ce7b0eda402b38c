import { Menu, usePermissions } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { effectiveRoles } from '@carrier/shared/access';
import { fanUploadText } from '@carrier/shared/fan-upload';
import { FAN_UPLOAD_PATHS } from './paths.ts';

/** The menu entry, shown to edit_fanUpload users only (the console hides what a role cannot do; 002 §6). */
export const FanUploadMenuItem = () => {
  const { permissions } = usePermissions<string[]>();
  if (!Array.isArray(permissions) || !effectiveRoles(permissions).has('edit_fanUpload')) return null;
  return <Menu.Item to={FAN_UPLOAD_PATHS[0]} primaryText={fanUploadText.menuLabel} leftIcon={<UploadFileIcon />} />;
};
