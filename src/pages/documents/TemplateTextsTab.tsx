import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, type InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplatePlaceholder } from '../../../engine/documents/template-placeholders';
import type { Language } from '../../../engine/i18n/languages';
import { InsertFactMenu } from './InsertFactMenu';
import { BLOCK_KINDS, moveBlock, withFact, type BlockKind, type TemplateDraft } from './template-draft';

/** What a field's complaint from the server says, by the field's path (title.he, blocks.0.text.en). */
export type FieldProblems = ReadonlyMap<string, string>;

const caretOf = (element: HTMLInputElement | HTMLTextAreaElement | null | undefined): number | undefined => element?.selectionStart ?? undefined;

/**
 * One language's texts of a template: its name, description and title, and its blocks with their kind, each movable and removable (for
 * every language at once), each text with the facts it may put in.
 */
export function TemplateTextsTab({ draft, language, facts, moduleNoun, problems, onChange }: { draft: TemplateDraft; language: Language; facts: readonly TemplatePlaceholder[]; moduleNoun: string; problems: FieldProblems; onChange(draft: TemplateDraft): void }) {
  const { t } = useTranslation('templates');
  const title = useRef<InputRef>(null);
  const blockAreas = useRef(new Map<number, TextAreaRef | null>());
  const dir = language === 'he' ? 'rtl' : 'ltr';
  // The text's own direction: antd's right-to-left inputs set `direction` in CSS, which the attribute alone does not override.
  const written = { direction: dir } as const;
  const setBlocks = (blocks: TemplateDraft['blocks']) => onChange({ ...draft, blocks });
  const setBlock = (index: number, change: Partial<TemplateDraft['blocks'][number]>) => setBlocks(draft.blocks.map((block, at) => (at === index ? { ...block, ...change } : block)));
  const setText = (index: number, text: string) => setBlock(index, { text: { ...draft.blocks[index]!.text, [language]: text } });
  const kindLabel = (kind: BlockKind) => t(`blocks.${kind}`);
  const problemAt = (field: string) => problems.get(field);

  return (
    <Flex vertical gap={8} data-testid={`template-texts-${language}`}>
      <Form.Item label={t('fields.name')} required validateStatus={problemAt(`name.${language}`) ? 'error' : undefined} help={problemAt(`name.${language}`)}>
        <Input dir={dir} style={written} value={draft.name[language] ?? ''} onChange={(event) => onChange({ ...draft, name: { ...draft.name, [language]: event.target.value } })} data-testid={`template-name-${language}`} />
      </Form.Item>
      <Form.Item label={t('fields.description')} validateStatus={problemAt(`description.${language}`) ? 'error' : undefined} help={problemAt(`description.${language}`)}>
        <Input dir={dir} style={written} value={draft.description[language] ?? ''} onChange={(event) => onChange({ ...draft, description: { ...draft.description, [language]: event.target.value } })} data-testid={`template-description-${language}`} />
      </Form.Item>
      <Form.Item label={t('fields.title')} required validateStatus={problemAt(`title.${language}`) ? 'error' : undefined} help={problemAt(`title.${language}`)}>
        <Input ref={title} dir={dir} style={written} value={draft.title[language] ?? ''} onChange={(event) => onChange({ ...draft, title: { ...draft.title, [language]: event.target.value } })} data-testid={`template-title-${language}`} />
        <div style={{ marginBlockStart: 4 }}>
          <InsertFactMenu facts={facts} moduleNoun={moduleNoun} testId={`title-fact-${language}`} onInsert={(fact) => onChange({ ...draft, title: { ...draft.title, [language]: withFact(draft.title[language] ?? '', fact, caretOf(title.current?.input)) } })} />
        </div>
      </Form.Item>
      <Form.Item label={t('fields.blocks')} required style={{ marginBlockEnd: 0 }}>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={`template-blocks-${language}`}>
          {draft.blocks.map((block, index) => {
            const field = `blocks.${index}.text.${language}`;
            const label = t('blockLabel', { number: index + 1, kind: kindLabel(block.kind) });
            return (
              // The blocks have no id of their own: their place is who they are while they are written.
              <li key={index} aria-label={label} data-testid="template-block">
                <Flex gap={8} align="center" wrap style={{ marginBlockEnd: 4 }}>
                  <Select size="small" value={block.kind} onChange={(kind: BlockKind) => setBlock(index, { kind })} options={BLOCK_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))} aria-label={label} style={{ minInlineSize: 120 }} data-testid="template-block-kind" />
                  <InsertFactMenu facts={facts} moduleNoun={moduleNoun} testId={`block-fact-${index}`} onInsert={(fact) => setText(index, withFact(block.text[language] ?? '', fact, caretOf(blockAreas.current.get(index)?.resizableTextArea?.textArea)))} />
                  <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => setBlocks(moveBlock(draft.blocks, index, -1))} aria-label={t('moveUp')} data-testid="template-block-up" />
                  <Button size="small" icon={<ArrowDownOutlined />} disabled={index === draft.blocks.length - 1} onClick={() => setBlocks(moveBlock(draft.blocks, index, 1))} aria-label={t('moveDown')} data-testid="template-block-down" />
                  <Button size="small" danger icon={<DeleteOutlined />} disabled={draft.blocks.length === 1} onClick={() => setBlocks(draft.blocks.filter((_, at) => at !== index))} aria-label={t('removeBlock')} data-testid="template-block-remove" />
                </Flex>
                <Form.Item validateStatus={problemAt(field) ? 'error' : undefined} help={problemAt(field)} style={{ marginBlockEnd: 0 }}>
                  <Input.TextArea
                    ref={(area) => void blockAreas.current.set(index, area)}
                    dir={dir}
                    style={written}
                    autoSize={{ minRows: block.kind === 'paragraph' ? 3 : 1 }}
                    value={block.text[language] ?? ''}
                    onChange={(event) => setText(index, event.target.value)}
                    aria-label={label}
                    data-testid={`template-block-text-${language}`}
                  />
                </Form.Item>
              </li>
            );
          })}
        </ol>
        <Flex gap={8} wrap style={{ marginBlockStart: 12 }}>
          {BLOCK_KINDS.map((kind) => (
            <Button key={kind} icon={<PlusOutlined />} onClick={() => setBlocks([...draft.blocks, { kind, text: {} }])} data-testid={`template-add-${kind}`}>
              {t('addBlock', { kind: kindLabel(kind) })}
            </Button>
          ))}
        </Flex>
      </Form.Item>
    </Flex>
  );
}
