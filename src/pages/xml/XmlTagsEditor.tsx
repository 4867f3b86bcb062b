import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { useXmlApi } from './xml-api-context';

/** The tags' limits, as the server holds them (PATCH /documents/:id/tags). */
const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;

/** A file's tags, changed in place and saved with PATCH /tags. */
export function XmlTagsEditor({ documentId, tags, onSaved }: { documentId: string; tags: readonly string[]; onSaved(): void }) {
  const { t } = useTranslation('xml');
  const xml = useXmlApi();
  const action = useServerAction();
  const [value, setValue] = useState<string[]>([...tags]);
  const isChanged = value.join('\n') !== tags.join('\n');
  const save = async () => {
    if ((await action.run(() => xml.setTags(documentId, value), { success: t('tags.saved') })) !== undefined) onSaved();
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Select
          mode="tags"
          aria-label={t('columns.tags')}
          value={value}
          onChange={(next: string[]) => setValue([...new Set(next.map((tag) => tag.trim().slice(0, MAX_TAG_LENGTH)).filter(Boolean))])}
          maxCount={MAX_TAGS}
          placeholder={t('tags.placeholder')}
          style={{ minWidth: 260, flex: 1 }}
          data-testid="xml-tags"
        />
        <Button type="primary" disabled={!isChanged} loading={action.isPending} onClick={() => void save()} data-testid="xml-tags-save">
          {t('tags.save')}
        </Button>
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
    </Flex>
  );
}
