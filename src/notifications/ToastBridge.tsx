import { notification as antdNotification } from 'antd';
import { useEffect, useRef } from 'react';
import i18next from 'i18next';
import { notificationTexts } from './notification-texts';
import { notifications } from './notifications';

/**
 * Toasts open below the sticky header (antd's 64 px and a gap): at antd's default 24 px a toast covered the header's
 * tasks and bell buttons, and antd keeps a toast open while the pointer is over it, so the buttons stayed out of reach.
 */
const BELOW_HEADER = 64 + 12;

/** Shows each new notification as an antd toast for its duration, in the reader's language; closing the toast reads it. */
export function ToastBridge() {
  // The hook form takes the theme and direction from ConfigProvider, without antd's App (and its modal and message code).
  const [notification, contextHolder] = antdNotification.useNotification({ top: BELOW_HEADER });
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const show = () => {
      for (const item of notifications.getSnapshot()) {
        // The server's notifications already there at sign-in are listed, not announced.
        if (shown.current.has(item.id) || item.read || item.isQuiet) continue;
        shown.current.add(item.id);
        const { title, message } = notificationTexts(item, i18next.language || 'he');
        notification.open({
          key: item.id,
          type: item.severity,
          title: title ?? message,
          ...(title ? { description: message } : {}),
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
