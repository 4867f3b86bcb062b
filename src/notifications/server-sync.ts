import { useEffect } from 'react';
import { useAuth } from '../app/auth/use-auth';
import { api } from '../app/session';
import { notifications } from './notifications';
import { createServerNotificationSync } from './server-notifications';

/** The tab's one sync with the server's notifications, through the session cookie. */
export const serverNotifications = createServerNotificationSync({
  store: notifications,
  api,
  openStream: (url) => new EventSource(url, { withCredentials: true }),
});

/** Follows the signed-in member's notifications on the server while mounted: started in their office, stopped at sign-out. */
export function useServerNotifications(): void {
  const { phase, tenant } = useAuth();
  const tenantId = phase === 'signed-in' ? tenant?.tenantId : undefined;
  useEffect(() => {
    if (!tenantId || typeof EventSource === 'undefined') return;
    serverNotifications.start(tenantId);
    return () => serverNotifications.stop();
  }, [tenantId]);
}
