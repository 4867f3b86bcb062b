import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** The message above a form: the server's error (role alert), or a notice; nothing when there is none. */
export function FormAlert({ message, type = 'error', title, action }: { message?: ReactNode; type?: 'error' | 'success' | 'info' | 'warning'; title?: ReactNode; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      type={type}
      showIcon
      {...(title ? { title, description: message } : { title: message })}
      {...(action ? { action } : {})}
      style={{ marginBlockEnd: 16 }}
      data-testid={`form-alert-${type}`}
    />
  );
}
