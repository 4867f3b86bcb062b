import { createContext, useContext } from 'react';
import type { DownloadedFile } from '../../api/api-client-options';
import type { DocumentTemplateChanged, DocumentTemplateCreated, TemplatePreviewBody } from '../../api/generated/api-types';
import { api } from '../../app/session';
import type { TemplateBody } from './template-draft';

/** The templates' API paths for writing them (GET and preview of a saved one: template-production.ts). */
export const TEMPLATE_WRITING_API = {
  list: '/pdf/templates',
  one: (id: string) => `/pdf/templates/${encodeURIComponent(id)}`,
  previewDraft: '/pdf/templates/preview-draft',
} as const;

/** How the office's own templates are written: made, changed, deleted, and an unsaved one previewed. */
export interface TemplateWriting {
  create(body: TemplateBody): Promise<DocumentTemplateCreated>;
  update(id: string, body: TemplateBody): Promise<DocumentTemplateChanged>;
  remove(id: string): Promise<unknown>;
  previewDraft(body: TemplateBody, target: TemplatePreviewBody): Promise<ArrayBuffer>;
}

/** The server's writing, through the session's API client. */
export const serverTemplateWriting: TemplateWriting = {
  create: (body) => api.post<DocumentTemplateCreated>(TEMPLATE_WRITING_API.list, body),
  // The whole body, with null where an optional part was taken away.
  update: (id, body) => api.patch<DocumentTemplateChanged>(TEMPLATE_WRITING_API.one(id), { description: null, module: null, ...body }),
  remove: (id) => api.delete(TEMPLATE_WRITING_API.one(id)),
  previewDraft: async (body, target) => (await api.post<DownloadedFile>(TEMPLATE_WRITING_API.previewDraft, { template: body, ...target }, { responseType: 'blob' })).blob.arrayBuffer(),
};

/** The writing the screens use; stories give their own. */
export const TemplateWritingContext = createContext<TemplateWriting>(serverTemplateWriting);

/** How these screens write templates. */
export function useTemplateWriting(): TemplateWriting {
  return useContext(TemplateWritingContext);
}
