import type { BuilderForm } from '../model/builder-form';
import type { BuilderAction } from '../model/builder-reducer';
import { parseDragId } from './drag-ids';

/** Where a dragged field lands: the section and the index in it, from what it is dropped on. */
export function fieldDropPlace(form: BuilderForm, overId: string | number | undefined | null): { sectionId: string; index: number } | undefined {
  const over = parseDragId(overId);
  if (!over) return undefined;
  if (over.kind === 'field') {
    const section = form.sections.find((candidate) => candidate.fields.includes(over.key));
    return section ? { sectionId: section.id, index: section.fields.indexOf(over.key) } : undefined;
  }
  if (over.kind === 'body' || over.kind === 'section') {
    const section = form.sections.find((candidate) => candidate.id === over.id);
    return section ? { sectionId: section.id, index: section.fields.length } : undefined;
  }
  return undefined;
}

/** The builder action a drop makes: a palette type added where dropped, a field or a section moved there; none for no move. */
export function dropAction(form: BuilderForm, activeId: string | number, overId: string | number | undefined | null): BuilderAction | undefined {
  const active = parseDragId(activeId);
  if (!active || overId === undefined || overId === null || activeId === overId) return undefined;
  if (active.kind === 'section') {
    const over = parseDragId(overId);
    const explicit = form.sections.filter((section) => !section.isLoose);
    const overSection = over?.kind === 'section' || over?.kind === 'body' ? over.id : undefined;
    const index = explicit.findIndex((section) => section.id === overSection);
    return index < 0 ? undefined : { type: 'moveSection', id: active.id, index };
  }
  const place = fieldDropPlace(form, overId);
  if (!place) return undefined;
  if (active.kind === 'palette') return { type: 'addField', fieldType: active.type, ...place };
  if (active.kind === 'field') return { type: 'moveField', key: active.key, ...place };
  return undefined;
}
