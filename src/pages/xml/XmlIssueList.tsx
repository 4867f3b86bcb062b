import { Alert, Button, Empty, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { DateTime } from '../../app/actions/DateTime';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import type { XmlIssue, XmlValidation } from './xml-api-types';

/**
 * A validation's result: valid, or each error and warning with its line, type and the element's path (left to right),
 * and a jump to that line in the source.
 */
export function XmlIssueList({ validation, onJump }: { validation: XmlValidation | null; onJump(line: number): void }) {
  const { t, i18n } = useTranslation('xml');
  if (!validation) return <Empty description={t('issues.notValidated')} data-testid="xml-issues-none" />;
  const issues = [...validation.errors, ...validation.warnings];
  return (
    <>
      <Alert
        type={validation.isValid ? 'success' : 'error'}
        showIcon
        style={{ marginBlockEnd: 12 }}
        title={validation.isValid ? t('issues.valid') : t('issues.invalid', { count: validation.errors.length })}
        description={
          <Typography.Text type="secondary">
            {t('issues.checked')} <DateTime value={validation.checkedAt} /> · <bdi>{t('issues.duration', { ms: validation.durationMs })}</bdi>
          </Typography.Text>
        }
        data-testid="xml-validation-summary"
      />
      {issues.length > 0 ? (
        <Table<XmlIssue & { key: number }>
          size="small"
          rowKey="key"
          dataSource={issues.map((issue, key) => ({ ...issue, key }))}
          pagination={issues.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 'max-content' }}
          onRow={() => ({ 'data-testid': 'xml-issue' }) as HTMLAttributes<HTMLElement>}
          data-testid="xml-issues"
          columns={[
            { key: 'line', title: t('issues.line'), width: 80, render: (_, issue) => (issue.line ? <bdi dir="ltr">{issue.column ? `${issue.line}:${issue.column}` : issue.line}</bdi> : '—') },
            {
              key: 'type',
              title: t('issues.type'),
              render: (_, issue) => (
                <ReadableTag color={issue.severity === 'error' ? 'red' : 'gold'}>
                  {t(`errorTypes.${issue.type}`, { defaultValue: issue.type })}
                  {issue.code !== undefined ? <bdi dir="ltr">{` (${issue.code})`}</bdi> : null}
                </ReadableTag>
              ),
            },
            { key: 'message', title: t('issues.message'), render: (_, issue) => pickText(issue.message, i18n.language) },
            { key: 'path', title: t('issues.path'), render: (_, issue) => (issue.path ? <bdi dir="ltr" style={{ fontFamily: 'monospace', fontSize: 12 }}>{issue.path}</bdi> : '—') },
            {
              key: 'jump',
              title: t('issues.source'),
              render: (_, issue) =>
                issue.line ? (
                  <Button type="link" size="small" onClick={() => onJump(issue.line!)} aria-label={t('issues.jumpNamed', { line: issue.line })} data-testid="xml-issue-jump">
                    {t('issues.jump')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </>
  );
}
