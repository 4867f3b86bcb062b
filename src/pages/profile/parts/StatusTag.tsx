import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, InfoCircleFilled, MinusCircleFilled, WarningFilled } from '@ant-design/icons';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

/** How a status reads: its icon says it at a glance, its words in the body colour say it to everyone. */
export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'pending' | 'neutral';

/**
 * A status tag whose text keeps full contrast: antd's green and orange tags fall under 4.5:1, so the colour
 * goes to the icon (red and blue tags pass and keep their colour).
 */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const { token } = theme.useToken();
  const icons = {
    success: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    error: <CloseCircleFilled />,
    warning: <WarningFilled style={{ color: token.colorWarning }} />,
    info: <InfoCircleFilled />,
    pending: <ClockCircleFilled />,
    neutral: <MinusCircleFilled />,
  };
  const color = tone === 'error' ? 'red' : tone === 'info' || tone === 'pending' ? 'blue' : undefined;
  return (
    <Tag icon={icons[tone]} color={color}>
      {children}
    </Tag>
  );
}
