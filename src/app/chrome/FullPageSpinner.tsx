import { Flex, Spin, Typography } from 'antd';

/** A centred spinner with what is being waited for, announced to screen readers. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
