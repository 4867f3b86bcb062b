import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled card of the profile and settings pages, its title a real heading (level 2 by default). */
export function SectionCard({ title, extra, children, level = 2, id }: { title: ReactNode; extra?: ReactNode; children: ReactNode; level?: 2 | 3; id?: string }) {
  return (
    <Card
      id={id}
      title={
        <Typography.Title level={level} style={{ margin: 0, fontSize: level === 2 ? 18 : 16 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Card>
  );
}
