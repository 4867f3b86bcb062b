import { Col, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLog } from './audit-api-types';

const JSON_STYLE = { direction: 'ltr', textAlign: 'left', margin: 0, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 } as const;

function JsonSide({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{label}</Typography.Text>
      {value === null || value === undefined ? (
        <Typography.Paragraph type="secondary" data-testid={testId}>
          {t('audit.nothing')}
        </Typography.Paragraph>
      ) : (
        // A filled box across the column: left-aligned JSON in a right-to-left page still reads as this side's.
        <pre dir="ltr" style={{ ...JSON_STYLE, background: token.colorFillTertiary, padding: 8, borderRadius: token.borderRadius }} data-testid={testId}>
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </Col>
  );
}

/** An entry's record before and after, side by side as JSON (left to right in any language), and where it came from. */
export function LogChange({ log }: { log: AuditLog }) {
  const { t } = useTranslation('admin');
  return (
    <div data-testid={`audit-change-${log.seq}`}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('audit.entry', { seq: log.seq })}
        {log.ip && (
          <>
            {' · '}
            {t('audit.ip')}: <bdi dir="ltr">{log.ip}</bdi>
          </>
        )}
      </Typography.Paragraph>
      <Row gutter={16}>
        <JsonSide label={t('audit.before')} value={log.before} testId="audit-before" />
        <JsonSide label={t('audit.after')} value={log.after} testId="audit-after" />
      </Row>
    </div>
  );
}
