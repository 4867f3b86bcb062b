import { Suspense, lazy, useSyncExternalStore } from 'react';
import { notifications } from './notifications';

// antd's notification code loads with the first notification, not with every first page.
const ToastBridge = lazy(() => import('./ToastBridge').then((module) => ({ default: module.ToastBridge })));

const hasAny = (): boolean => notifications.getSnapshot().length > 0;

/** Mounts the toasts once there is something to show; those raised meanwhile show as soon as it has loaded. */
export function LazyToasts() {
  const isNeeded = useSyncExternalStore(notifications.subscribe, hasAny, hasAny);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastBridge />
    </Suspense>
  );
}
