import { FileTextOutlined } from '@ant-design/icons';
import { Flex, Input, theme, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileName } from '../documents/FileName';
import { readXsdFile, XSD_ACCEPT } from './read-xsd-file';

interface XmlXsdInputProps {
  /** The form's: the XSD's text, and the field's id for its label. */
  value?: string;
  onChange?(value: string): void;
  id?: string;
  placeholder?: string;
}

/**
 * An XSD for the schemas' form: a .xsd file dropped or picked, read here as text (nothing is uploaded until the form
 * is saved), or its text pasted; either way the text is shown left to right, and can be corrected.
 */
export function XmlXsdInput({ value, onChange, id, placeholder }: XmlXsdInputProps) {
  const { t } = useTranslation('xml');
  const { token } = theme.useToken();
  const [fileName, setFileName] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const read = async (file: File) => {
    const result = await readXsdFile(file);
    if ('problem' in result) {
      setProblem(t(`schemas.${result.problem}`));
      return;
    }
    setProblem(undefined);
    setFileName(file.name);
    onChange?.(result.text);
  };

  return (
    <Flex vertical gap={8}>
      <Upload.Dragger
        accept={XSD_ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void read(file);
          return false;
        }}
        data-testid="xml-schema-dropzone"
      >
        <Flex vertical align="center" gap={4}>
          <FileTextOutlined style={{ fontSize: 28, color: token.colorPrimary }} />
          <Typography.Text>{t('schemas.drop')}</Typography.Text>
          {fileName ? (
            <Typography.Text type="secondary" data-testid="xml-schema-file">
              {t('schemas.readFrom')} <FileName name={fileName} />
            </Typography.Text>
          ) : null}
        </Flex>
      </Upload.Dragger>
      {problem ? (
        <Typography.Text type="danger" role="alert" data-testid="xml-schema-file-problem">
          {problem}
        </Typography.Text>
      ) : null}
      <Input.TextArea
        id={id}
        dir="ltr"
        value={value}
        placeholder={placeholder}
        autoSize={{ minRows: 4, maxRows: 14 }}
        spellCheck={false}
        wrap="off"
        onChange={(event) => {
          setFileName(undefined);
          onChange?.(event.target.value);
        }}
        style={{ fontFamily: token.fontFamilyCode, fontSize: 12, whiteSpace: 'pre', overflowX: 'auto' }}
        data-testid="xml-schema-xsd"
      />
    </Flex>
  );
}
