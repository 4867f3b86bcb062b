import type { Announcements } from '@dnd-kit/core';
import { formFieldTypes } from '../../../engine/forms/field-types';
import { pickText } from '../../../engine/i18n/languages';
import type { BuilderForm } from '../model/builder-form';
import { parseDragId } from './drag-ids';
import { fieldDropPlace } from './drop-action';

/** A translation function of the formBuilder namespace. */
export type BuilderTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What the live region says as a field, a section or a palette type is picked up, moved and dropped: in the user's
 * language, by the names on screen (dnd-kit's own are English and name items by their ids).
 */
export function builderAnnouncements(t: BuilderTranslate, language: string, formOf: () => BuilderForm): Announcements {
  const groupName = (form: BuilderForm, sectionId: string): string => {
    const section = form.sections.find((candidate) => candidate.id === sectionId);
    return !section || section.isLoose ? t(form.sections.length > 1 ? 'canvas.loose' : 'announce.theForm') : pickText(section.title, language);
  };
  const itemName = (form: BuilderForm, id: string | number): string => {
    const target = parseDragId(id);
    if (target?.kind === 'field') return pickText(form.fields[target.key]?.field.label, language) || target.key;
    if (target?.kind === 'section') return groupName(form, target.id);
    if (target?.kind === 'palette') return pickText(formFieldTypes[target.type]?.name, language) || target.type;
    return String(id);
  };
  const where = (form: BuilderForm, activeId: string | number, overId: string | number | undefined): Record<string, string | number> | undefined => {
    if (overId === undefined) return undefined;
    const active = parseDragId(activeId);
    if (active?.kind === 'section') {
      const over = parseDragId(overId);
      const explicit = form.sections.filter((section) => !section.isLoose);
      const index = explicit.findIndex((section) => over && 'id' in over && section.id === over.id);
      return index < 0 ? undefined : { position: index + 1, total: explicit.length, group: t('announce.theForm') };
    }
    const place = fieldDropPlace(form, overId);
    if (!place) return undefined;
    const section = form.sections.find((candidate) => candidate.id === place.sectionId);
    const isHere = active?.kind === 'field' && section?.fields.includes(active.key);
    const total = (section?.fields.length ?? 0) + (isHere ? 0 : 1);
    return { position: Math.min(place.index + 1, total), total, group: groupName(form, place.sectionId) };
  };
  return {
    onDragStart: ({ active }) => {
      const form = formOf();
      const place = where(form, active.id, active.id);
      return t('announce.pickedUp', { item: itemName(form, active.id), position: place?.position ?? 1, total: place?.total ?? 1, group: place?.group ?? t('announce.theForm') });
    },
    onDragOver: ({ active, over }) => {
      const form = formOf();
      const place = where(form, active.id, over?.id);
      return place ? t('announce.over', { item: itemName(form, active.id), ...place }) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const form = formOf();
      const place = where(form, active.id, over?.id);
      return place ? t('announce.dropped', { item: itemName(form, active.id), ...place }) : t('announce.cancelled', { item: itemName(form, active.id) });
    },
    onDragCancel: ({ active }) => t('announce.cancelled', { item: itemName(formOf(), active.id) }),
  };
}
