import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The story's page: the theme's background and text colour, in the language's direction. */
export function StoryFrame({ language, children }: { language: 'he' | 'en'; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div dir={language === 'he' ? 'rtl' : 'ltr'} lang={language} style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box', background: token.colorBgLayout, color: token.colorText }}>
      {children}
    </div>
  );
}
