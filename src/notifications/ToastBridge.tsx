import { notification as antdNotification } from 'antd';
import { useEffect, useRef } from 'react';
import { notifications } from './notifications';

/** Shows each new notification as an antd toast for its duration; closing the toast reads it. */
export function ToastBridge() {
  // The hook form takes the theme and direction from ConfigProvider, without antd's App (and its modal and message code).
  const [notification, contextHolder] = antdNotification.useNotification();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const show = () => {
      for (const item of notifications.getSnapshot()) {
        if (shown.current.has(item.id) || item.read) continue;
        shown.current.add(item.id);
        notification.open({
          key: item.id,
          type: item.severity,
          message: item.title ?? item.message,
          ...(item.title ? { description: item.message } : {}),
          duration: item.duration / 1000,
          placement: document.documentElement.dir === 'rtl' ? 'topLeft' : 'topRight',
          onClose: () => notifications.dismissToast(item.id),
        });
      }
    };
    show();
    return notifications.subscribe(show);
  }, [notification]);
  return contextHolder;
}
