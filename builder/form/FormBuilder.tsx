import { RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Row, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFormDefinition } from '../../engine/forms/check-form-definition';
import type { FormDefinition } from '../../engine/generated/config-types';
import { pickText, type Language } from '../../engine/i18n/languages';
import { BuilderDnd } from './canvas/BuilderDnd';
import { Canvas } from './canvas/Canvas';
import { fromDefinition, toDefinition, type BuilderForm } from './model/builder-form';
import { builderReducer, initialBuilderState, isDirty } from './model/builder-reducer';
import { localizeIssue } from './model/issue-messages';
import { issueTargets, type PathIssue } from './model/issue-targets';
import { Palette } from './palette/Palette';
import { FormPreview } from './preview/FormPreview';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { useUndoKeys } from './use-builder-keys';

/** What a save came to: saved (maybe as the server rewrote it), or refused with the problems by JSON path of the definition. */
export type SaveResult = { isSaved: true; definition?: FormDefinition } | { isSaved: false; issues?: PathIssue[]; message?: string };

/** What the form builder edits and how it saves. */
export interface FormBuilderProps {
  initial: FormDefinition;
  /** The languages the office offers: every text is asked in each, and the preview switches between them. */
  languages: readonly Language[];
  onSave(definition: FormDefinition): Promise<SaveResult>;
  onDirtyChange?(isDirty: boolean): void;
  /** Drawn at the start of the toolbar (the page's way back). */
  toolbarStart?: ReactNode;
}

type Notice = { type: 'success' | 'error'; text: string } | undefined;

/**
 * The form builder (issue 25): a palette of the registry's field types, a canvas of sections and fields sorted by
 * mouse and keyboard, the properties of what is selected, and a live preview through the app's own form renderer.
 * It checks the form with the same checks as the loader and the server, and shows each problem beside its field.
 */
export function FormBuilder({ initial, languages, onSave, onDirtyChange, toolbarStart }: FormBuilderProps) {
  const { t, i18n } = useTranslation('formBuilder');
  const [state, dispatch] = useReducer(builderReducer, initial, (definition) => initialBuilderState(fromDefinition(definition)));
  const [tab, setTab] = useState('properties');
  const [notice, setNotice] = useState<Notice>();
  const [isSaving, setIsSaving] = useState(false);
  const [serverIssues, setServerIssues] = useState<{ form: BuilderForm; issues: PathIssue[] }>();
  const dirty = isDirty(state);
  const definition = useMemo(() => toDefinition(state.form), [state.form]);
  const checked = useDeferredValue(definition);
  const localIssues = useMemo(() => checkFormDefinition(checked, languages), [checked, languages]);
  // The server's complaints concern the form it was sent; an edit since makes them stale.
  // Said in the reader's language where the builder knows the check (the engine's own words are English).
  const issues = useMemo(
    () => [...localIssues, ...(serverIssues?.form === state.form ? serverIssues.issues : [])].map((issue) => localizeIssue(issue, (key, values) => String(t(key as never, values as never)))),
    [localIssues, serverIssues, state.form, t],
  );
  const targets = useMemo(() => issueTargets(state.form, issues, definition.schema.required ?? []), [state.form, issues, definition]);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoKeys(undo, redo);
  // Undo points back along the reading direction: to the right in Hebrew.
  const mirrored = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    setNotice(undefined);
    const now = checkFormDefinition(definition, languages);
    if (now.length) {
      setNotice({ type: 'error', text: t('toolbar.invalid') });
      return;
    }
    setIsSaving(true);
    const form = state.form;
    try {
      const result = await onSave(definition);
      if (result.isSaved) {
        dispatch({ type: 'saved', ...(result.definition ? { form: fromDefinition(result.definition) } : {}) });
        setNotice({ type: 'success', text: t('toolbar.saved') });
      } else {
        if (result.issues?.length) setServerIssues({ form, issues: result.issues });
        setNotice({ type: 'error', text: result.message ?? (result.issues?.length ? t('toolbar.invalid') : t('toolbar.saveFailed')) });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div data-testid="form-builder" data-dirty={dirty}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        {toolbarStart}
        <Typography.Title level={4} style={{ margin: 0, flex: 1 }} data-testid="builder-title">
          {pickText(state.form.meta.title, i18n.language) || state.form.meta.id}
        </Typography.Title>
        {dirty && (
          <Tag color="warning" data-testid="builder-unsaved">
            {t('toolbar.unsaved')}
          </Tag>
        )}
        <Tooltip title="Ctrl+Z">
          <Button icon={<UndoOutlined style={mirrored} />} onClick={undo} disabled={!state.past.length} aria-label={t('toolbar.undo')} data-testid="builder-undo" />
        </Tooltip>
        <Tooltip title="Ctrl+Shift+Z">
          <Button icon={<RedoOutlined style={mirrored} />} onClick={redo} disabled={!state.future.length} aria-label={t('toolbar.redo')} data-testid="builder-redo" />
        </Tooltip>
        <Button
          icon={<SettingOutlined />}
          onClick={() => {
            dispatch({ type: 'select', selection: { kind: 'form' } });
            setTab('properties');
          }}
          data-testid="builder-form-settings"
        >
          {t('properties.formSettings')}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={isSaving} onClick={() => void save()} data-testid="builder-save">
          {t('toolbar.save')}
        </Button>
      </Flex>
      {notice && <Alert type={notice.type} showIcon closable title={notice.text} onClose={() => setNotice(undefined)} data-testid={`builder-notice-${notice.type}`} style={{ marginBottom: 12 }} />}
      <BuilderDnd form={state.form} dispatch={dispatch}>
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={5}>
            <Palette onAdd={(fieldType) => dispatch({ type: 'addField', fieldType })} onAddSection={() => dispatch({ type: 'addSection', title: { he: t('palette.newSection', { lng: 'he' }), en: t('palette.newSection', { lng: 'en' }), ...(languages.includes('es') ? { es: t('palette.newSection', { lng: 'es' }) } : {}) } })} />
          </Col>
          <Col xs={24} lg={10}>
            <Canvas form={state.form} selection={state.selection} issues={targets} dispatch={dispatch} />
          </Col>
          <Col xs={24} lg={9}>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              data-testid="builder-side"
              items={[
                { key: 'properties', label: t('properties.title'), children: <PropertiesPanel form={state.form} selection={state.selection} languages={languages} issues={targets} dispatch={dispatch} /> },
                { key: 'preview', label: t('preview.title'), children: <FormPreview definition={definition} languages={languages} /> },
              ]}
            />
          </Col>
        </Row>
      </BuilderDnd>
    </div>
  );
}
