import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Secondary text in the theme's secondary colour: antd's "secondary" and form help use the description colour,
 * too faint for WCAG AA (3.4:1 on white).
 */
export function Quiet({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
}
