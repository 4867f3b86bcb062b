import { LinkOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServerAction } from '../../app/actions/use-server-action';
import { useOfficePath } from '../../app/office/use-office-path';
import { ClientSelect } from '../opportunities/ClientSelect';
import { useXmlApi } from './xml-api-context';
import type { HoldingsRow } from './xml-api-types';
import { useXmlRights } from './use-xml-rights';

/**
 * A member's match among the office's {{clients}}: their name linking to their page, or, unmatched, a link to an
 * existing {{client}} picked by name, or a new {{lead}} made of them.
 */
export function MemberMatch({ row, onChanged }: { row: HoldingsRow; onChanged(): void }) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const officePath = useOfficePath();
  const action = useServerAction();
  const [clientId, setClientId] = useState<string>();
  const [isOpen, setOpen] = useState(false);
  const { canEdit } = useXmlRights();
  if (row.clientId) {
    return (
      <Link to={officePath(`/clients/${row.clientId}`)} data-testid="xml-member-client">
        <bdi>{row.clientName ?? row.memberName ?? row.memberIdNumber}</bdi>
      </Link>
    );
  }
  // Linking and making a lead are a change (xml.edit): a reader is told the member is not matched.
  if (!canEdit) return <Typography.Text type="secondary">{t('match.unmatched')}</Typography.Text>;
  const link = async () => {
    if (!clientId) return;
    if ((await action.run(() => xml.link(row.documentId, row.memberIdNumber, clientId), { success: t('match.linked') })) !== undefined) {
      setOpen(false);
      onChanged();
    }
  };
  const lead = async () => {
    if ((await action.run(() => xml.createLeads(row.documentId, [row.memberIdNumber]), { success: t('match.leadCreated') })) !== undefined) onChanged();
  };
  return (
    <Flex gap={4} wrap>
      <Popover
        open={isOpen}
        onOpenChange={setOpen}
        trigger="click"
        title={t('match.linkTitle', { id: row.memberIdNumber })}
        content={
          <Flex gap={8} style={{ minWidth: 280 }}>
            <div style={{ flex: 1 }}>
              <ClientSelect value={clientId} onChange={setClientId} />
            </div>
            <Button type="primary" disabled={!clientId} loading={action.isPending} onClick={() => void link()} data-testid="xml-link-save">
              {t('match.link')}
            </Button>
          </Flex>
        }
      >
        <Button size="small" icon={<LinkOutlined />} data-testid="xml-link-existing">
          {t('match.linkExisting')}
        </Button>
      </Popover>
      <Button size="small" icon={<UserAddOutlined />} loading={action.isPending && !isOpen} onClick={() => void lead()} data-testid="xml-create-lead">
        {t('match.createLead')}
      </Button>
      {action.error ? <span role="alert" style={{ color: 'var(--ant-color-error)' }}>{action.error.message}</span> : null}
    </Flex>
  );
}
