import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { readableColor } from './readable-color';

/**
 * A link of the app, underlined so that it stands out from the text around it by more than its colour (WCAG
 * 1.4.1), in the link colour where it reads well on the card and the page, else in the text colour.
 */
export function TextLink({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  const { token } = theme.useToken();
  const color = readableColor(token.colorLink, token.colorText, [token.colorBgContainer, token.colorBgLayout]);
  return (
    <Link to={to} style={{ textDecoration: 'underline', color }} {...(onClick ? { onClick } : {})}>
      {children}
    </Link>
  );
}
