import { needsRecord, TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from '../../../engine/documents/template-placeholders';
import type { DocumentTemplate, DocumentTemplateBlock, LocalizedText } from '../../../engine/generated/config-types';
import type { Language } from '../../../engine/i18n/languages';
import type { TemplateView } from './template-production';

/** A template as the office writes it: schemas/documents.schema.json's template without its id (the server's). */
export type TemplateBody = Omit<DocumentTemplate, 'id'>;

/** What a block is. */
export type BlockKind = DocumentTemplateBlock['kind'];

/** The kinds of block a template has, in the order the editor offers them. */
export const BLOCK_KINDS: readonly BlockKind[] = ['heading', 'paragraph', 'signature'];

/** A text being written: any language may still be empty. */
export type DraftText = Partial<Record<Language, string>>;

/** A template being written: every text per language, possibly empty until it is saved. */
export interface TemplateDraft {
  documentType: string;
  name: DraftText;
  description: DraftText;
  /** The module whose records it is for; empty: for a client. */
  module: string;
  outputs: ('pdf' | 'docx')[];
  title: DraftText;
  blocks: { kind: BlockKind; text: DraftText }[];
}

/** A new template: for a client, PDF, one paragraph to start from. */
export function emptyDraft(documentType: string): TemplateDraft {
  return { documentType, name: {}, description: {}, module: '', outputs: ['pdf'], title: {}, blocks: [{ kind: 'paragraph', text: {} }] };
}

/** A saved template as a draft to change. */
export function draftOf(view: TemplateView): TemplateDraft {
  return {
    documentType: view.documentType,
    name: { ...view.name },
    description: { ...(view.description ?? {}) },
    module: view.module ?? '',
    outputs: [...view.outputs],
    title: { ...view.title },
    blocks: view.blocks.map((block) => ({ kind: block.kind as BlockKind, text: { ...block.text } })),
  };
}

// A text as the body sends it: its written languages only (the server names any one missing).
const sent = (text: DraftText): LocalizedText => Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined && value.trim() !== '')) as unknown as LocalizedText;
const isBlank = (text: DraftText): boolean => Object.values(text).every((value) => !value || value.trim() === '');

/** The draft as the server's body: empty texts left out, so that the server names each one missing at its field. */
export function bodyOf(draft: TemplateDraft): TemplateBody {
  return {
    documentType: draft.documentType,
    name: sent(draft.name),
    ...(isBlank(draft.description) ? {} : { description: sent(draft.description) }),
    ...(draft.module ? { module: draft.module } : {}),
    outputs: draft.outputs.length > 0 ? draft.outputs : ['pdf'],
    title: sent(draft.title),
    blocks: draft.blocks.map((block) => ({ kind: block.kind, text: sent(block.text) })),
  };
}

/** The facts a template may put in: a record's only when it is for a module's records. */
export function factsFor(isForRecord: boolean): TemplatePlaceholder[] {
  return TEMPLATE_PLACEHOLDERS.filter((name) => isForRecord || !needsRecord(name));
}

/** A text with a fact put in where the caret is (at the end when it is not known). */
export function withFact(text: string, fact: string, caret?: number): string {
  const at = caret === undefined || caret > text.length ? text.length : caret;
  return `${text.slice(0, at)}{${fact}}${text.slice(at)}`;
}

/** The blocks with one moved by `delta` places (up is -1), kept within the list. */
export function moveBlock<Block>(blocks: readonly Block[], index: number, delta: number): Block[] {
  const to = index + delta;
  if (to < 0 || to >= blocks.length) return [...blocks];
  const moved = [...blocks];
  const [block] = moved.splice(index, 1);
  moved.splice(to, 0, block!);
  return moved;
}
