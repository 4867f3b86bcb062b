import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfFieldType, PdfFieldValue } from '../../engine/pdf-forms/pdf-field-types';
import { ApiError } from '../../src/api/api-error';
import { saveFile } from '../../src/app/actions/save-file';
import { ErrorState } from '../../src/app/chrome/ErrorState';
import { useNotify } from '../../src/notifications/notifications';
import { PdfPage } from '../../src/pages/documents/PdfPage';
import { EditorPage } from './EditorPage';
import { EditorToolbar, type EditorMode } from './EditorToolbar';
import { FieldPalette } from './FieldPalette';
import { FieldProperties } from './FieldProperties';
import { FillLayer } from './FillLayer';
import { usePdfTemplateCalls, type PdfTemplate } from './pdf-template-calls';
import { fieldProblems, templateProblems, type ProblemsByPath } from './problem-messages';
import { editorReducer, type PagePixels } from './template-editor-state';
import { useTemplatePdf } from './use-template-pdf';
import { useUnsavedChanges } from '../../src/app/routing/use-unsaved-changes';

/** The page's width at zoom 1, in CSS pixels. */
const BASE_WIDTH = 640;
/** An A4 page in points, the page's size until its own is read. */
const A4: PagePixels = { width: 595.28, height: 841.89 };
const COLOUR = '#1677ff';

interface PdfTemplateEditorProps {
  template: PdfTemplate;
  /** Opens in fill mode. */
  initialMode?: EditorMode;
  onSaved?(template: PdfTemplate): void;
  onBack(): void;
}

const byPath = (error: ApiError, strip = ''): ProblemsByPath => Object.fromEntries(error.fieldErrors.map((item) => [item.field.startsWith(strip) ? item.field.slice(strip.length) : item.field, item.message]));

/**
 * The PDF form builder's editor (issue 25): the template's pages drawn by pdf.js with its fields over them
 * (react-konva: placed from the palette; moved and resized snapping to the page's other fields and the page itself,
 * with alignment guides, held Alt or the toolbar's switch turning snapping off; nudged with the arrow keys by 1 pt of
 * the PDF, 10 with Shift), the selected field's properties, zoom and page controls, and fill mode, where a person
 * fills the fields on the page and downloads the filled PDF. Problems (spec 2 §5) are shown beside what they
 * concern, as the engine's check finds them.
 */
export function PdfTemplateEditor({ template, initialMode = 'edit', onSaved, onBack }: PdfTemplateEditorProps) {
  const { t, i18n } = useTranslation('pdfBuilder');
  // The app's notifications: the shell has no antd <App>, whose `message` would be empty there.
  const notify = useNotify();
  const calls = usePdfTemplateCalls();
  const { pdf, error } = useTemplatePdf(template.id);
  const [state, dispatch] = useReducer(editorReducer, { name: template.name, fields: template.fields, isDirty: false });
  const [mode, setMode] = useState<EditorMode>(initialMode);
  const [zoom, setZoom] = useState(1);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<PdfFieldType>('text');
  // The shown page's size in points (pdf.js at scale 1), for its proportions and for nudging by points.
  const [points, setPoints] = useState<PagePixels & { page?: number }>(A4);
  const [snapping, setSnapping] = useState(true);
  const [isSaving, setIsSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<ProblemsByPath>({});
  const [values, setValues] = useState<Record<string, PdfFieldValue>>({});
  const [fillProblems, setFillProblems] = useState<ProblemsByPath>({});
  const [pageError, setPageError] = useState<unknown>();
  // Asked in the page's own direction and theme (the hook's modal, not the static one), whichever way out is taken:
  // the editor's back button, the app's links and menus, the browser's back button or closing the tab.
  const [modal, modalHolder] = Modal.useModal();
  const askToLeave = useCallback(
    (proceed: () => void) => {
      void modal.confirm({ title: t('editor.leaveConfirm'), okButtonProps: { danger: true }, onOk: proceed });
    },
    [modal, t],
  );
  useUnsavedChanges(state.isDirty, askToLeave);

  const width = Math.round(BASE_WIDTH * zoom);
  const size: PagePixels = { width, height: Math.round((width * points.height) / points.width) };
  useEffect(() => {
    let isCurrent = true;
    pdf
      ?.getPage(page)
      .then((drawn) => {
        const viewport = drawn.getViewport({ scale: 1 });
        if (isCurrent) setPoints({ width: viewport.width, height: viewport.height, page });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [pdf, page]);

  const problems = useMemo(() => ({ ...templateProblems(state.name, state.fields, template.pageCount, i18n.language), ...serverProblems }), [state.name, state.fields, template.pageCount, i18n.language, serverProblems]);
  const selected = state.fields.find((field) => field.id === state.selected);
  const onPageError = useCallback((caught: unknown) => setPageError(caught), []);

  const save = async () => {
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      const saved = await calls.save(template.id, { name: state.name, fields: state.fields });
      dispatch({ type: 'saved', name: saved.name, fields: saved.fields });
      setServerProblems({});
      notify({ message: t('editor.saved'), severity: 'success' });
      onSaved?.(saved);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setServerProblems(byPath(caught));
      else notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    } finally {
      setIsSaving(false);
    }
  };

  const download = async () => {
    try {
      const filled = await calls.fill(template.id, values);
      setFillProblems({});
      saveFile(filled.blob, filled.fileName ?? `${state.name}.pdf`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setFillProblems(byPath(caught, 'values.'));
      notify({ message: caught instanceof ApiError && caught.status === 400 ? t('fill.failed') : caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    }
  };

  const back = () => {
    if (!state.isDirty) onBack();
    else askToLeave(onBack);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== 'edit' || !selected || (event.target as HTMLElement).closest('input, textarea, [contenteditable], .ant-select')) return;
    // Points of the PDF, whatever the zoom: 1, or 10 with Shift.
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      dispatch({ type: 'nudge', id: selected.id, dx: move[0], dy: move[1], size: points });
    } else if (event.key === 'Delete') dispatch({ type: 'remove', id: selected.id });
  };

  const problemCount = Object.keys(problems).length;
  const pageFields = state.fields.filter((field) => field.page === page);
  return (
    <Flex vertical gap={12} data-testid="pdf-template-editor">
      {modalHolder}
      <EditorToolbar
        name={state.name}
        nameProblem={problems.name}
        isDirty={state.isDirty}
        mode={mode}
        zoom={zoom}
        page={page}
        pageCount={template.pageCount}
        isSaving={isSaving}
        onName={(name) => dispatch({ type: 'rename', name })}
        onMode={setMode}
        onZoom={setZoom}
        snapping={snapping}
        onSnapping={setSnapping}
        onPage={(next) => setPage(Math.min(template.pageCount, Math.max(1, next)))}
        onSave={() => void save()}
        onBack={back}
      />
      {mode === 'edit' && problemCount > 0 ? <Alert type="warning" showIcon message={t('editor.problems', { count: problemCount })} data-testid="editor-problems" /> : null}
      {mode === 'fill' ? (
        <Flex gap={12} align="center">
          <Typography.Text type="secondary">{t('fill.hint')}</Typography.Text>
          {/* The server fills the stored template: with unsaved changes its fields are not the ones on the page. */}
          {state.isDirty ? <Alert type="warning" showIcon title={t('fill.saveFirst')} data-testid="fill-save-first" /> : null}
          <Button type="primary" disabled={state.isDirty} onClick={() => void download()} data-testid="fill-download">
            {t('fill.download')}
          </Button>
        </Flex>
      ) : null}
      <Flex gap={16} align="start">
        {mode === 'edit' ? (
          <div style={{ inlineSize: 160, flex: 'none' }}>
            <FieldPalette chosen={chosen} onChoose={setChosen} />
          </div>
        ) : null}
        {/* The page keeps focus for the arrow keys: a field is nudged where the page has it. */}
        <div tabIndex={0} onKeyDown={onKeyDown} style={{ flex: 1, overflow: 'auto', outline: 'none', minInlineSize: 0 }} data-testid="editor-pages" aria-label={t('editor.pageLabel', { page })}>
          {/* The page in the middle of the room between the palette and the properties, in either direction; auto
              margins (not centring) keep a page zoomed wider than the room scrollable from its start. */}
          <div style={{ inlineSize: 'fit-content', marginInline: 'auto' }}>
            {error || pageError ? (
              <ErrorState error={error ?? pageError} title={t('editor.loadFailed')} />
            ) : !pdf ? (
              <Skeleton.Node active style={{ inlineSize: width, blockSize: size.height }} />
            ) : mode === 'edit' ? (
              <EditorPage
                pdf={pdf}
                number={page}
                width={width}
                size={points.page === page ? size : undefined}
                snapping={snapping}
                label={t('editor.pageLabel', { page })}
                boxes={pageFields.map((field) => ({ ...field, colour: problems[`fields.${state.fields.indexOf(field)}.position`] ? '#ff4d4f' : COLOUR, label: field.label || field.name }))}
                selected={state.selected}
                onSelect={(id) => dispatch({ type: 'select', ...(id ? { id } : {}) })}
                onPlace={(number, point, drawn) => dispatch({ type: 'add', fieldType: chosen, page: number, point, size: drawn, label: t(`types.${chosen}`) })}
                onChange={(id, box) => dispatch({ type: 'change', id, patch: box })}
                onError={onPageError}
              />
            ) : (
              <div dir="ltr" style={{ position: 'relative', inlineSize: width }} data-testid={`fill-page-${page}`}>
                <PdfPage pdf={pdf} number={page} width={width} label={t('editor.pageLabel', { page })} onError={onPageError} />
                <FillLayer fields={pageFields} values={values} problems={fillProblems} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
              </div>
            )}
          </div>
        </div>
        {mode === 'edit' ? (
          <div style={{ inlineSize: 300, flex: 'none' }}>
            <FieldProperties
              field={selected}
              problems={selected ? fieldProblems(problems, state.fields, selected.id) : {}}
              onChange={(patch) => selected && dispatch({ type: 'change', id: selected.id, patch })}
              onDuplicate={() => selected && dispatch({ type: 'duplicate', id: selected.id, size, copySuffix: t('properties.copySuffix') })}
              onDelete={() => selected && dispatch({ type: 'remove', id: selected.id })}
            />
          </div>
        ) : null}
      </Flex>
    </Flex>
  );
}
