import { Card, Col, Descriptions, Flex, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../app/actions/DateTime';
import { useTerm } from '../../../app/office/use-term';
import { ClientStatusTag } from '../ClientStatusTag';
import { ClientTags } from '../ClientTags';
import { MergeConflicts } from './MergeConflicts';
import type { MergeMoves, MergePreview } from './use-merge-preview';

const MOVES: readonly (keyof MergeMoves)[] = ['notes', 'activities', 'documents', 'communications', 'opportunities', 'records'];

const ltr = (text: string | null | undefined) => (text ? <bdi dir="ltr">{text}</bdi> : null);

/** What a merge will do: the rows that move to the record that stays, that record as it will be, and the fields whose values differ. */
export function MergePreviewView({ preview }: { preview: MergePreview }) {
  const { t } = useTranslation('clients');
  const term = useTerm();
  const { survivor, moves, conflicts } = preview;
  const field = (name: string) => t(`detail.fields.${name}`);
  const moveLabel = (name: keyof MergeMoves) => (name === 'documents' ? term('documents') : t(`merge.${name}`));
  const result: [string, string, ReactNode][] = [
    ['name', t('merge.name'), <bdi key="name">{`${survivor.firstName} ${survivor.lastName}`}</bdi>],
    ['idNumber', field('idNumber'), ltr(survivor.idNumber)],
    ['email', field('email'), ltr(survivor.email)],
    ['mobilePhone', field('mobilePhone'), ltr(survivor.mobilePhone)],
    ['phone', field('phone'), ltr(survivor.phone)],
    ['city', field('city'), survivor.address.city ?? null],
    ['status', t('form.status'), <ClientStatusTag key="status" status={survivor.management.status} />],
    ['tags', field('tags'), survivor.management.tags.length > 0 ? <ClientTags key="tags" tags={survivor.management.tags} /> : null],
    ['nextFollowUp', t('columns.nextFollowUp'), survivor.nextFollowUpDate ? <DateTime key="follow-up" value={survivor.nextFollowUpDate} dateOnly /> : null],
    ['createdAt', field('createdAt'), <DateTime key="created" value={survivor.createdAt} dateOnly />],
  ];
  return (
    <Flex vertical gap={16} data-testid="merge-preview">
      <Card size="small" title={t('merge.moves')}>
        <Row gutter={[16, 16]}>
          {MOVES.map((name) => (
            <Col key={name} xs={12} sm={8} lg={4}>
              <Statistic title={moveLabel(name)} value={moves[name]} data-testid={`merge-moves-${name}`} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('merge.result')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={result.filter(([, , value]) => value !== null).map(([key, label, children]) => ({ key, label, children }))}
        />
      </Card>
      <Card size="small" title={`${t('merge.conflicts')} (${conflicts.length})`}>
        <MergeConflicts conflicts={conflicts} />
      </Card>
    </Flex>
  );
}
