import { ArrowDownOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The bar that stays at the bottom of the screen while signing: how many required boxes are filled, the way to the
 * next empty one, finishing (once all are filled) and declining where the sender allows it.
 */
export function SignerGuide({ filled, total, canDecline, isBusy, onNext, onFinish, onDecline }: { filled: number; total: number; canDecline: boolean; isBusy: boolean; onNext(): void; onFinish(): void; onDecline(): void }) {
  const { t } = useTranslation('sign');
  const { token } = theme.useToken();
  const isComplete = filled >= total;
  return (
    <Flex
      vertical
      gap={8}
      data-testid="signer-guide"
      style={{ position: 'sticky', insetBlockEnd: 0, zIndex: 5, padding: 12, background: token.colorBgElevated, borderBlockStart: `1px solid ${token.colorBorderSecondary}`, boxShadow: token.boxShadowSecondary }}
    >
      <Flex align="center" gap={12}>
        <Typography.Text strong data-testid="guide-progress" aria-label={`${t('guide.progressLabel')}: ${t('guide.progress', { filled, total })}`}>
          {t('guide.progress', { filled, total })}
        </Typography.Text>
        <Progress percent={total ? Math.round((filled / total) * 100) : 100} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} aria-hidden />
      </Flex>
      <Flex gap={8} wrap>
        {isComplete ? (
          <Typography.Text type="success" style={{ alignSelf: 'center' }}>
            <CheckOutlined /> {t('guide.allDone')}
          </Typography.Text>
        ) : (
          <Button icon={<ArrowDownOutlined />} onClick={onNext} data-testid="guide-next">
            {t('guide.next')}
          </Button>
        )}
        <Button type="primary" disabled={!isComplete} loading={isBusy} onClick={onFinish} data-testid="guide-finish" style={{ flex: 1, minInlineSize: 140 }}>
          {t('guide.finish')}
        </Button>
        {canDecline && (
          <Button danger onClick={onDecline} data-testid="guide-decline">
            {t('guide.decline')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
