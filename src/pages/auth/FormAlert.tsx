import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

// antd's Alert is drawn only once the server refuses or a notice comes: a sign-in screen's first render, on the
// page every visitor opens, does not wait for it (2 kB gzip of the /login budget).
const Alert = lazy(() => import('antd/es/alert'));

/** The message above a form: the server's error (role alert), or a notice; nothing when there is none. */
export function FormAlert({ message, type = 'error', title, action }: { message?: ReactNode; type?: 'error' | 'success' | 'info' | 'warning'; title?: ReactNode; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Alert
        role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
        type={type}
        showIcon
        {...(title ? { title, description: message } : { title: message })}
        {...(action ? { action } : {})}
        style={{ marginBlockEnd: 16 }}
        data-testid={`form-alert-${type}`}
      />
    </Suspense>
  );
}
