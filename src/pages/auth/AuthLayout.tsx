import type { ReactNode } from 'react';
// Placeholder until this session's helper writes the layout (issue 5).
export function AuthLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
