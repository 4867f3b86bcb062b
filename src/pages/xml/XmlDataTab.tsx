import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { HoldingsTable } from './HoldingsTable';
import { MemberMatch } from './MemberMatch';
import { XmlTree } from './XmlTree';
import { useXmlApi } from './xml-api-context';
import type { XmlAnswer, XmlDocumentData } from './xml-api-types';
import { useXmlRights } from './use-xml-rights';

interface XmlDataTabProps {
  documentId: string;
  data: XmlAnswer<XmlDocumentData> | undefined;
  error: unknown;
  mutate: KeyedMutator<XmlAnswer<XmlDocumentData>>;
  onChanged(): void;
  onJump(line: number): void;
}

/**
 * What the file holds: its policies, one row each with the member's match among the office's {{clients}} (linked,
 * linked by hand, or made a {{lead}}; all the unmatched at once), and the readable tree of the whole file.
 */
export function XmlDataTab({ documentId, data, error, mutate, onChanged, onJump }: XmlDataTabProps) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const action = useServerAction();
  const { canEdit } = useXmlRights();
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <div role="status" aria-label={t('data.loading')} data-testid="xml-data-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const { policies, tree, truncated } = data.data;
  const changed = () => {
    void mutate();
    onChanged();
  };
  const unmatched = new Set(policies.filter((row) => !row.clientId).map((row) => row.memberIdNumber));
  const createAll = async () => {
    if ((await action.run(() => xml.createLeads(documentId), { success: t('match.leadsCreated', { count: unmatched.size }) })) !== undefined) changed();
  };
  return (
    <Flex vertical gap={16} data-testid="xml-data">
      <Card size="small" title={t('data.policies', { count: policies.length })} extra={canEdit && unmatched.size > 0 ? <Button icon={<UserAddOutlined />} loading={action.isPending} onClick={() => void createAll()} data-testid="xml-create-leads">{t('match.createLeads', { count: unmatched.size })}</Button> : null}>
        <ActionError error={action.error} onClose={action.reset} />
        {policies.length === 0 ? (
          <Empty description={t('data.noPolicies')} />
        ) : (
          <HoldingsTable
            rows={policies}
            caption={t('data.policiesCaption')}
            member={[
              { key: 'member', title: t('holdings.member'), render: (_, row) => <><bdi>{row.memberName ?? '—'}</bdi><div style={{ fontSize: 12, opacity: 0.75 }}><bdi dir="ltr">{row.memberIdNumber}</bdi></div></> },
              { key: 'match', title: t('holdings.match'), render: (_, row) => <MemberMatch row={row} onChanged={changed} /> },
            ]}
          />
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24}>
          <Card size="small" title={t('data.tree')}>
            {truncated ? <Alert type="warning" showIcon title={t('data.truncated')} style={{ marginBlockEnd: 8 }} /> : null}
            {tree ? <XmlTree tree={tree} onJump={onJump} /> : <Empty description={t('data.noTree')} />}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
