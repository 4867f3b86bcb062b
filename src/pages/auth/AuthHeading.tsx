import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Quiet } from './Quiet';

/** The page's one h1, with a line under it. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div style={{ marginBlockEnd: 24, textAlign: 'center' }}>
      <Typography.Title level={1} style={{ fontSize: 26, marginBlock: 0 }}>
        {title}
      </Typography.Title>
      {subtitle ? (
        <Typography.Paragraph style={{ marginBlock: '8px 0' }}>
          <Quiet>{subtitle}</Quiet>
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
