import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningFieldKind } from '../../api/signing-answers';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useElementWidth } from '../documents/use-element-width';
import { usePdfDocument } from '../documents/use-pdf-document';
import type { SignedDocument } from './DocumentChoice';
import { FieldPage } from './FieldPage';
import { boxAt, colourOf, type FractionBox } from './field-geometry';
import { ACTING_ROLES, type FieldDraft, type ParticipantDraft } from './signing-draft';
import { boxesFromTemplate } from './template-fields';
import { TemplateChoice, type ChosenTemplate } from './TemplateChoice';

const KINDS: readonly SigningFieldKind[] = ['signature', 'initials', 'date', 'text', 'checkbox'];
/** The most pages the dialog draws. */
const MAX_PAGES = 30;

interface FieldsStepProps {
  document: SignedDocument;
  participants: ParticipantDraft[];
  fields: FieldDraft[];
  onChange(fields: FieldDraft[]): void;
  /** The server's refusals of boxes, by the box's place in the list. */
  errors: { index: number; message: string }[];
}

let created = 0;
const newId = () => `new-${Date.now().toString(36)}-${(created += 1)}`;

/** The send dialog's second step: the PDF's pages with a box placed by choosing a participant and a kind and clicking the page. */
export function FieldsStep({ document, participants, fields, onChange, errors }: FieldsStepProps) {
  const { t } = useTranslation('signing');
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const { pdf, error, retry } = usePdfDocument(document.id, document.version);
  const [pageError, setPageError] = useState<unknown>();
  const acting = participants.filter((participant) => ACTING_ROLES.includes(participant.role));
  const [chosenKey, setChosenKey] = useState<string>();
  const owner = acting.find((participant) => participant.key === chosenKey) ?? acting[0];
  const [kind, setKind] = useState<SigningFieldKind>('signature');
  const [selected, setSelected] = useState<string>();
  const [outcome, setOutcome] = useState<{ placed: number; skipped: number }>();
  const colourFor = (key: string) => colourOf(participants.findIndex((participant) => participant.key === key));
  const nameFor = (key: string) => participants.find((participant) => participant.key === key)?.name || key;
  const listed = fields.filter((field) => participants.some((participant) => participant.key === field.participantKey));
  const onError = useCallback((caught: unknown) => setPageError(caught), []);

  const place = (page: number, point: { x: number; y: number }, size: { width: number; height: number }) => {
    if (!owner) return;
    const id = newId();
    onChange([...fields, { id, participantKey: owner.key, kind, page, required: true, label: '', ...boxAt(point, size, kind) }]);
    setSelected(id);
  };
  const move = (id: string, box: FractionBox) => onChange(fields.map((field) => (field.id === id ? { ...field, ...box } : field)));
  // A template's boxes replace the dialog's, all for the chosen participant (the first who signs unless another is chosen).
  const fromTemplate = (template: ChosenTemplate) => {
    if (!owner) return;
    const made = boxesFromTemplate(template.fields, owner.key, { pageCount: pdf?.numPages, newId });
    onChange(made.fields);
    setSelected(undefined);
    setOutcome({ placed: made.fields.length, skipped: made.skipped });
  };
  const selectedField = listed.find((field) => field.id === selected);
  const reassign = (participantKey: string) => selected && onChange(fields.map((field) => (field.id === selected ? { ...field, participantKey } : field)));
  const remove = (id: string) => {
    onChange(fields.filter((field) => field.id !== id));
    if (selected === id) setSelected(undefined);
  };

  const ownerOptions = acting.map((participant) => ({
    value: participant.key,
    label: (
      <Flex align="center" gap={6}>
        <span aria-hidden style={{ inlineSize: 10, blockSize: 10, borderRadius: 2, background: colourFor(participant.key) }} />
        <bdi>{participant.name || participant.key}</bdi>
      </Flex>
    ),
  }));

  const pages = () => {
    const failure = error ?? pageError;
    if (failure) return <ErrorState error={failure} title={t('send.pdfFailed')} onRetry={() => { setPageError(undefined); retry(); }} />;
    if (!pdf) return <Skeleton active paragraph={{ rows: 12 }} data-testid="fields-loading" />;
    const count = Math.min(pdf.numPages, MAX_PAGES);
    return Array.from({ length: count }, (_, index) => index + 1).map((number) => (
      <Flex key={number} vertical gap={4}>
        <Typography.Text type="secondary">{t('send.page', { page: number, count: pdf.numPages })}</Typography.Text>
        <FieldPage
          pdf={pdf}
          number={number}
          width={width}
          label={t('send.page', { page: number, count: pdf.numPages })}
          boxes={listed.filter((field) => field.page === number).map((field) => ({ ...field, colour: colourFor(field.participantKey), label: `${t(`kinds.${field.kind}`)} · ${nameFor(field.participantKey)}` }))}
          selected={selected}
          onSelect={setSelected}
          onPlace={place}
          onChange={move}
          onError={onError}
        />
      </Flex>
    ));
  };

  return (
    <Flex vertical gap={12}>
      {acting.length === 0 ? <Alert type="warning" showIcon title={t('send.noSigner')} data-testid="fields-no-signer" /> : null}
      {acting.length > 0 ? <TemplateChoice document={document} hasFields={listed.length > 0} outcome={outcome} onChoose={fromTemplate} /> : null}
      <Typography.Text type="secondary">{t('send.fieldsHint')}</Typography.Text>
      <Flex gap={8} wrap align="center" style={{ position: 'sticky', insetBlockStart: 0, zIndex: 2, paddingBlock: 8, background: 'var(--ant-color-bg-elevated, #fff)' }}>
        <Select
          aria-label={t('send.fieldFor')}
          value={owner?.key}
          onChange={setChosenKey}
          style={{ minInlineSize: 200 }}
          options={ownerOptions}
          data-testid="field-owner"
        />
        <Segmented aria-label={t('send.kind')} value={kind} onChange={setKind} options={KINDS.map((value) => ({ value, label: <span data-testid={`field-kind-${value}`}>{t(`kinds.${value}`)}</span> }))} />
        {selectedField ? (
          <Select aria-label={t('send.selectedFor')} title={t('send.selectedFor')} value={selectedField.participantKey} onChange={reassign} style={{ minInlineSize: 180 }} options={ownerOptions} data-testid="field-reassign" />
        ) : null}
        <Button icon={<DeleteOutlined />} disabled={!selected} onClick={() => selected && remove(selected)} data-testid="field-remove">
          {t('send.removeField')}
        </Button>
        <Typography.Text type="secondary" data-testid="field-count">
          {t('send.fieldCount', { count: listed.length })}
        </Typography.Text>
      </Flex>
      {errors.length ? (
        <Alert type="error" showIcon title={errors.map((entry) => t('send.fieldsError', { number: entry.index + 1, message: entry.message })).join(' · ')} data-testid="fields-errors" />
      ) : null}
      <Flex gap={6} wrap data-testid="field-list">
        {listed.map((field, index) => (
          <Tag
            key={field.id}
            color={colourFor(field.participantKey)}
            closable
            onClose={(event) => {
              event.preventDefault();
              remove(field.id);
            }}
            onClick={() => setSelected(field.id)}
            style={{ cursor: 'pointer', outline: selected === field.id ? '2px solid currentColor' : undefined }}
            data-testid="placed-field"
            data-page={field.page}
          >
            {index + 1}. {t(`kinds.${field.kind}`)} · <bdi>{nameFor(field.participantKey)}</bdi> · {t('send.page', { page: field.page, count: pdf?.numPages ?? field.page })}
          </Tag>
        ))}
      </Flex>
      <div ref={container} role="region" aria-label={t('send.steps.fields')} data-testid="field-pages">
        <Flex vertical gap={16}>
          {pages()}
        </Flex>
      </div>
    </Flex>
  );
}
