import type { ReactNode } from 'react';
// Placeholder until written later in this session (issue 5).
export function AppLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
