import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { effectiveRoles } from '@carrier/shared/access';
import { FanToolPage } from '../fan-tools/index.ts';
import { LoadingStatus } from '../fan-tools/common/LoadingStatus.tsx';
import { FAN_UPLOAD_PATHS } from '../fan-upload/index.ts';

/**
 * Where an employee with these roles lands: the first tool they may use — the profile tool, else the review queue,
 * else the fan upload. An employee with none of them sees the profile tool's own 'not authorised' message.
 */
export function homeFor(roles: readonly string[]): 'tool' | 'document-reviews' | 'fan-upload' {
  const effective = effectiveRoles(roles);
  if (effective.has('read_fpt')) return 'tool';
  if (effective.has('review_docs')) return 'document-reviews';
  if (effective.has('edit_fanUpload')) return 'fan-upload';
  return 'tool';
}

/** The console's home: the Signature profile tool, or the review queue or fan upload for those who cannot use it. */
export const HomePage = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <LoadingStatus />;
  const home = homeFor(Array.isArray(permissions) ? permissions : []);
  if (home === 'document-reviews') return <Navigate to="/document-reviews" replace />;
  if (home === 'fan-upload') return <Navigate to={FAN_UPLOAD_PATHS[0]} replace />;
  return <FanToolPage />;
};
