import { ArrowLeftOutlined, ArrowRightOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Segmented, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The editor's modes: placing fields, or filling them as a person would. */
export type EditorMode = 'edit' | 'fill';

/** The zoom steps, 1 being the page at its base width. */
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

interface EditorToolbarProps {
  name: string;
  nameProblem?: string;
  isDirty: boolean;
  mode: EditorMode;
  zoom: number;
  page: number;
  pageCount: number;
  isSaving: boolean;
  /** Whether moved and resized fields snap to the others and the page (edit mode). */
  snapping: boolean;
  onName(name: string): void;
  onMode(mode: EditorMode): void;
  onZoom(zoom: number): void;
  onSnapping(snapping: boolean): void;
  onPage(page: number): void;
  onSave(): void;
  onBack(): void;
}

/** The editor's bar: back, the template's name, the mode, zoom and page controls, snapping (edit mode), the unsaved mark and Save. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t, i18n } = useTranslation('pdfBuilder');
  // The arrows point the way the pages turn in the reader's direction.
  const [Previous, Next] = i18n.dir() === 'rtl' ? [ArrowRightOutlined, ArrowLeftOutlined] : [ArrowLeftOutlined, ArrowRightOutlined];
  const { name, nameProblem, isDirty, mode, zoom, page, pageCount } = props;
  const step = (direction: 1 | -1) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]) + direction))]!;
  return (
    <Flex gap={12} wrap align="center" data-testid="editor-toolbar">
      <Button onClick={props.onBack} data-testid="editor-back">
        {t('editor.back')}
      </Button>
      <Form.Item style={{ margin: 0, minInlineSize: 240 }} validateStatus={nameProblem ? 'error' : undefined} help={nameProblem}>
        <Input aria-label={t('editor.name')} placeholder={t('editor.name')} value={name} onChange={(event) => props.onName(event.target.value)} data-testid="template-name" />
      </Form.Item>
      <Segmented<EditorMode> value={mode} onChange={props.onMode} options={(['edit', 'fill'] as const).map((value) => ({ value, label: <span data-testid={`mode-${value}`}>{t(`editor.modes.${value}`)}</span> }))} />
      <Flex align="center" gap={4} role="group" aria-label={t('editor.zoom')}>
        <Button aria-label={t('editor.zoomOut')} icon={<MinusOutlined />} onClick={() => props.onZoom(step(-1))} disabled={zoom <= ZOOMS[0]} data-testid="zoom-out" />
        <Typography.Text data-testid="zoom-level" style={{ minInlineSize: 48, textAlign: 'center' }} dir="ltr">{`${Math.round(zoom * 100)}%`}</Typography.Text>
        <Button aria-label={t('editor.zoomIn')} icon={<PlusOutlined />} onClick={() => props.onZoom(step(1))} disabled={zoom >= ZOOMS.at(-1)!} data-testid="zoom-in" />
      </Flex>
      <Flex align="center" gap={4}>
        <Button aria-label={t('editor.previousPage')} icon={<Previous />} onClick={() => props.onPage(page - 1)} disabled={page <= 1} data-testid="page-previous" />
        <Typography.Text data-testid="page-number">{t('editor.page', { page, count: pageCount })}</Typography.Text>
        <Button aria-label={t('editor.nextPage')} icon={<Next />} onClick={() => props.onPage(page + 1)} disabled={page >= pageCount} data-testid="page-next" />
      </Flex>
      {mode === 'edit' ? (
        <Flex align="center" gap={6}>
          <Switch size="small" id="editor-snapping" checked={props.snapping} onChange={props.onSnapping} data-testid="snap-toggle" />
          <Typography.Text>
            <label htmlFor="editor-snapping">{t('editor.snapping')}</label>
          </Typography.Text>
        </Flex>
      ) : null}
      {isDirty ? (
        <Tag color="warning" data-testid="unsaved">
          {t('editor.unsaved')}
        </Tag>
      ) : null}
      <Button type="primary" onClick={props.onSave} loading={props.isSaving} disabled={mode !== 'edit'} data-testid="template-save">
        {t('editor.save')}
      </Button>
    </Flex>
  );
}
