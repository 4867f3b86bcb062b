import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { DateTime } from '../../app/actions/DateTime';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import type { ComplianceCheck } from './compliance-api';

/** How many findings a card shows before "show all". */
const FIRST_SHOWN = 10;

const STATE_COLORS: Record<ComplianceCheck['state'], string> = { ok: 'green', problem: 'red', 'not-applicable': 'default' };

/** One check: its state, how many findings and how many things it checked, why it does not apply, and its findings, each opening its screen. */
export function ComplianceCheckCard({ check }: { check: ComplianceCheck }) {
  const { t, i18n } = useTranslation('compliance');
  const titleId = `compliance-check-${check.id}-title`;
  const [isExpanded, setExpanded] = useState(false);
  const shown = isExpanded ? check.findings : check.findings.slice(0, FIRST_SHOWN);
  const hidden = check.count - shown.length;
  return (
    <Card size="small" data-testid={`compliance-check-${check.id}`} data-state={check.state} aria-labelledby={titleId}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {t(`checks.${check.id}`)}
        </Typography.Title>
        <ReadableTag color={STATE_COLORS[check.state]} data-testid="compliance-check-state">
          {t(`states.${check.state}`)}
        </ReadableTag>
      </Flex>
      <Typography.Text type="secondary">
        {check.state === 'not-applicable' ? pickText(check.reason ?? undefined, i18n.language) : t('count', { count: check.count })}
        {check.checked !== null ? ` · ${t('checked', { count: check.checked })}` : ''}
      </Typography.Text>
      {check.findings.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }} data-testid="compliance-findings">
          {shown.map((finding) => (
            <li key={finding.id} data-testid="compliance-finding">
              <Flex gap={8} wrap>
                {finding.link ? <Link to={finding.link}>{finding.name ?? t('open')}</Link> : finding.name ? <bdi>{finding.name}</bdi> : null}
                {finding.detail ? <Typography.Text>{pickText(finding.detail, i18n.language)}</Typography.Text> : null}
                {finding.at ? (
                  <Typography.Text type="secondary">
                    <DateTime value={finding.at} />
                  </Typography.Text>
                ) : null}
              </Flex>
            </li>
          ))}
          {hidden > 0 && (
            <li style={{ listStyle: 'none' }}>
              {shown.length < check.findings.length ? (
                <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setExpanded(true)} data-testid="compliance-show-all">
                  {t('more', { count: hidden })}
                </Button>
              ) : (
                t('more', { count: hidden })
              )}
            </li>
          )}
        </ul>
      )}
    </Card>
  );
}
