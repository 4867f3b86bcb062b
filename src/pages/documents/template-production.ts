import { createContext, useContext } from 'react';
import type { DownloadedFile } from '../../api/api-client-options';
import type { DocumentGenerateBody, DocumentGenerated, DocumentTemplateAnswer, TemplatePreviewBody } from '../../api/generated/api-types';
import { api } from '../../app/session';
import { LIBRARY_API } from './library-params';

/** A template as GET /api/pdf/templates/{id} answers it, with the office's words in. */
export type TemplateView = DocumentTemplateAnswer['data'];

/** What a template is produced for and in which language (the preview's body). */
export type ProductionTarget = TemplatePreviewBody;

/** The templates' API paths. */
export const TEMPLATES_API = {
  template: (id: string) => `/pdf/templates/${encodeURIComponent(id)}`,
  preview: (id: string) => `/pdf/templates/${encodeURIComponent(id)}/preview`,
  generate: `${LIBRARY_API.list}/generate`,
} as const;

/** How a template is produced: a preview's bytes (kept nowhere), and a document made into the library. */
export interface TemplateProduction {
  preview(templateId: string, target: ProductionTarget): Promise<ArrayBuffer>;
  generate(body: DocumentGenerateBody): Promise<DocumentGenerated>;
}

/** The server's production, through the session's API client. */
export const serverTemplateProduction: TemplateProduction = {
  preview: async (templateId, target) => (await api.post<DownloadedFile>(TEMPLATES_API.preview(templateId), target, { responseType: 'blob' })).blob.arrayBuffer(),
  generate: (body) => api.post<DocumentGenerated>(TEMPLATES_API.generate, body),
};

/** The production this screen uses; stories give their own. */
export const TemplateProductionContext = createContext<TemplateProduction>(serverTemplateProduction);

/** How this screen produces templates. */
export function useTemplateProduction(): TemplateProduction {
  return useContext(TemplateProductionContext);
}
