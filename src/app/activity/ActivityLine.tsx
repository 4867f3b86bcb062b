import { Typography } from 'antd';
import type { ActivityLineText } from './activity-line';

/**
 * An activity line and what a user wrote with it (a note's start, a file name), isolated from the line's direction:
 * after it on the same line, or under it when `isBlock`.
 */
export function ActivityLine({ line, isBlock = false }: { line: ActivityLineText; isBlock?: boolean }) {
  if (isBlock) {
    return (
      <div data-testid="activity-line">
        <Typography.Text strong>{line.text}</Typography.Text>
        {line.detail ? (
          <Typography.Paragraph data-testid="activity-line-detail" style={{ marginBlock: 2 }}>
            <bdi>{line.detail}</bdi>
          </Typography.Paragraph>
        ) : null}
      </div>
    );
  }
  return (
    <span data-testid="activity-line">
      {line.text}
      {line.detail ? (
        <span data-testid="activity-line-detail">
          {': '}
          <bdi>{line.detail}</bdi>
        </span>
      ) : null}
    </span>
  );
}
