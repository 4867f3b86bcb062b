import { DownOutlined, FieldBinaryOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplatePlaceholder } from '../../../engine/documents/template-placeholders';

/**
 * The facts a text of the template may put in, by their names in the user's language (a record's in the office's
 * word for it); choosing one puts its placeholder in where the caret was.
 */
export function InsertFactMenu({ facts, moduleNoun, onInsert, testId }: { facts: readonly TemplatePlaceholder[]; moduleNoun: string; onInsert(fact: TemplatePlaceholder): void; testId: string }) {
  const { t } = useTranslation('templates');
  const items = facts.map((fact) => ({
    key: fact,
    label: (
      <span data-testid={`fact-${fact}`}>
        {t(`facts.${fact}`, { module: moduleNoun })} <Typography.Text type="secondary" dir="ltr">{`{${fact}}`}</Typography.Text>
      </span>
    ),
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onInsert(key as TemplatePlaceholder) }}>
      <Button size="small" icon={<FieldBinaryOutlined />} data-testid={testId}>
        {t('insertFact')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
