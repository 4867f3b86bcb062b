import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Form, Input, Progress, Select, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useNotify } from '../../notifications/notifications';
import { useDocumentRules } from '../clients/use-document-rules';
import { FileName } from '../documents/FileName';
import { XmlUploadOutcome } from './XmlUploadOutcome';
import { useXmlApi } from './xml-api-context';
import { HOLDINGS_SCHEMA_ID, type XmlSchemaView, type XmlUploadResult } from './xml-api-types';

/** The files the intake takes (the server refuses any other). */
export const XML_ACCEPT = '.xml,.dat,.zip';
const MB = 1024 * 1024;

/** One file on its way: how far it went, then what the server made of it or why it refused it. */
export interface UploadItem {
  key: string;
  name: string;
  percent: number;
  state: 'active' | 'success' | 'exception';
  result?: XmlUploadResult;
  problem?: string;
}

interface XmlUploadProps {
  schemas: readonly XmlSchemaView[];
  tagOptions: readonly string[];
  /** The module's setting `autoValidate` (true unless the office turned it off). */
  autoValidateDefault: boolean;
  basePath: string;
  onUploaded(): void;
}

/**
 * Files dropped or picked (.xml, .dat, or a .zip of them), each sent on its own with its progress, the description,
 * tags, schema and auto-validation chosen above; under each, what the server made of it: the files it stored, the
 * PDFs it put in the library, the entries it skipped and why, or its refusal in its own words.
 */
export function XmlUpload({ schemas, tagOptions, autoValidateDefault, basePath, onUploaded }: XmlUploadProps) {
  const { t, i18n } = useTranslation('xml');
  const { policy } = useDocumentRules();
  const xml = useXmlApi();
  const notify = useNotify();
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [autoValidate, setAutoValidate] = useState(autoValidateDefault);
  const [schemaId, setSchemaId] = useState(HOLDINGS_SCHEMA_ID);
  const [items, setItems] = useState<UploadItem[]>([]);
  const change = (key: string, update: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...update } : item)));

  const send = async (file: File) => {
    const key = `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`;
    setItems((current) => [{ key, name: file.name, percent: 0, state: 'active' }, ...current]);
    if (!/\.(xml|dat|zip)$/i.test(file.name)) return change(key, { state: 'exception', problem: t('upload.wrongType') });
    if (file.size > policy.maxSizeMb * MB) return change(key, { state: 'exception', problem: t('upload.tooLarge', { maxSizeMb: policy.maxSizeMb }) });
    try {
      const answer = await xml.upload(file, { description: description.trim(), tags, autoValidate, schemaId }, (fraction) => change(key, { percent: Math.round(fraction * 100) }));
      change(key, { percent: 100, state: 'success', result: answer.data });
      notify({ severity: 'success', message: t('upload.uploaded', { name: file.name }) });
      onUploaded();
    } catch (error) {
      change(key, { state: 'exception', problem: error instanceof ApiError || error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Flex vertical gap={12} data-testid="xml-upload">
      <Form layout="vertical" component="div">
        <Form.Item label={t('upload.description')} htmlFor="xml-upload-description" style={{ marginBlockEnd: 8 }}>
          <Input.TextArea id="xml-upload-description" value={description} maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} onChange={(event) => setDescription(event.target.value)} />
        </Form.Item>
        <Form.Item label={t('upload.tags')} htmlFor="xml-upload-tags" style={{ marginBlockEnd: 8 }}>
          <Select id="xml-upload-tags" mode="tags" value={tags} onChange={setTags} options={tagOptions.map((tag) => ({ value: tag, label: tag }))} maxCount={10} placeholder={t('upload.tagsPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('upload.schema')} htmlFor="xml-upload-schema" style={{ marginBlockEnd: 8 }}>
          <Select id="xml-upload-schema" value={schemaId} onChange={setSchemaId} options={schemas.map((schema) => ({ value: schema.id, label: schema.builtIn ? t('schemas.builtIn', { name: schema.name }) : schema.name }))} data-testid="xml-upload-schema" />
        </Form.Item>
        <Flex gap={8} align="center">
          <Switch id="xml-upload-validate" checked={autoValidate} onChange={setAutoValidate} data-testid="xml-upload-validate" />
          <label htmlFor="xml-upload-validate">{t('upload.autoValidate')}</label>
        </Flex>
      </Form>
      <Upload.Dragger
        accept={XML_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="xml-dropzone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Paragraph style={{ marginBlockEnd: 4 }}>{t('upload.drop')}</Typography.Paragraph>
        <Typography.Text type="secondary" data-testid="xml-upload-limits">
          <Trans t={t} i18nKey="upload.limits" values={{ maxSizeMb: new Intl.NumberFormat(i18n.language).format(policy.maxSizeMb) }} components={{ n: <bdi dir="ltr" /> }} />
        </Typography.Text>
      </Upload.Dragger>
      {items.map((item) => (
        <div key={item.key} data-testid="xml-upload-item" data-state={item.state}>
          <Flex justify="space-between" gap={8}>
            <FileName name={item.name} />
            {item.state === 'success' ? <Typography.Text type="success">{t('upload.done')}</Typography.Text> : null}
            {item.state === 'exception' ? <Typography.Text type="danger">{t('upload.failed')}</Typography.Text> : null}
          </Flex>
          <Progress percent={item.percent} status={item.state} size="small" aria-label={t('upload.progress', { name: item.name })} />
          {item.problem ? <Alert type="error" showIcon title={item.problem} data-testid="xml-upload-refused" /> : null}
          {item.result ? <XmlUploadOutcome result={item.result} basePath={basePath} /> : null}
        </div>
      ))}
    </Flex>
  );
}
