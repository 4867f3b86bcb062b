import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../i18n/load-namespaces';

// The invitation parts speak the profile's strings, which the admin area does not load by itself.
const TeamInvitations = lazy(() => Promise.all([import('./TeamInvitations'), loadNamespaces('profile')]).then(([module]) => ({ default: module.TeamInvitations })));

/** The invitations, once their strings are in. */
export function LazyInvitations(props: { pending: number; onChanged: () => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <TeamInvitations {...props} />
    </Suspense>
  );
}
