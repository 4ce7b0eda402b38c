import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { effectiveRoles } from '@carrier/shared/access';
import { FanToolPage } from '../fan-tools/index.ts';
import { LoadingStatus } from '../fan-tools/common/LoadingStatus.tsx';

/** Where an employee with these roles lands: the review queue for a reviewer who cannot use the profile tool. */
export function homeFor(roles: readonly string[]): 'tool' | 'document-reviews' {
  const effective = effectiveRoles(roles);
  return effective.has('review_docs') && !effective.has('read_fpt') ? 'document-reviews' : 'tool';
}

/**
 * The console's home: the Signature profile tool, or for a reviewer who has no other tool, the document review
 * queue.
 */
export const HomePage = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <LoadingStatus />;
  if (homeFor(Array.isArray(permissions) ? permissions : []) === 'document-reviews')
    return <Navigate to="/document-reviews" replace />;
  return <FanToolPage />;
};
