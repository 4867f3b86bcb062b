import { Flex, Radio, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';
import type { Client } from '../../../api/client-answers';

interface SurvivorChooserProps {
  clients: readonly Client[];
  value: string | undefined;
  onChange(id: string): void;
}

/** One line of a card: its label and its value, or nothing when the record has no value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
      {label}: <Typography.Text>{children}</Typography.Text>
    </Typography.Text>
  );
}

/** The merged records as cards to choose from: the one chosen stays, the others go into it. */
export function SurvivorChooser({ clients, value, onChange }: SurvivorChooserProps) {
  const { t } = useTranslation('clients');
  const { token } = theme.useToken();
  const field = (name: string) => t(`detail.fields.${name}`);
  const ltr = (text: string | null | undefined) => (text ? <bdi dir="ltr">{text}</bdi> : null);
  return (
    <Radio.Group value={value} onChange={(event) => onChange(String(event.target.value))} aria-label={t('merge.survivor')} style={{ display: 'block' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
        {clients.map((client) => {
          const isChosen = client.id === value;
          return (
            <Radio
              key={client.id}
              value={client.id}
              data-testid={`survivor-${client.id}`}
              style={{
                margin: 0,
                padding: isChosen ? 11 : 12,
                alignItems: 'flex-start',
                borderRadius: 8,
                // The chosen card in a light tint of the primary colour, outlined in it; its text stays as readable as the others'.
                border: `${isChosen ? 2 : 1}px solid ${isChosen ? token.colorPrimary : token.colorBorder}`,
                background: isChosen ? `color-mix(in srgb, ${token.colorPrimaryBg} 30%, ${token.colorBgContainer})` : token.colorBgContainer,
              }}
            >
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  <bdi>{`${client.firstName} ${client.lastName}`}</bdi>
                </Typography.Text>
                <Line label={field('idNumber')}>{ltr(client.idNumber)}</Line>
                <Line label={field('email')}>{ltr(client.email)}</Line>
                <Line label={field('phone')}>{ltr(client.mobilePhone ?? client.phone)}</Line>
                <Line label={field('createdAt')}>
                  <DateTime value={client.createdAt} dateOnly />
                </Line>
                <Line label={t('detail.tabs.notes')}>
                  <bdi>{client.notesCount}</bdi>
                </Line>
              </Flex>
            </Radio>
          );
        })}
      </div>
    </Radio.Group>
  );
}
