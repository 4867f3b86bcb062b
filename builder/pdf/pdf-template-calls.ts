import { createContext, useContext } from 'react';
import type { PdfFieldValue, PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';
import type { DownloadedFile } from '../../src/api/api-client-options';
import type * as Api from '../../src/api/generated/api-types';
import { api } from '../../src/app/session';

/** A template as the API answers it (GET /api/pdf/form-templates/{id}). */
export type PdfTemplate = Api.PdfTemplateAnswer['data'];
/** A template in the list. */
export type PdfTemplateSummary = Api.PdfTemplatesAnswer['data'][number];

/** Where the office's PDF form templates are served, under the client's /api base (server/modules/pdf-templates). */
export const PDF_TEMPLATES_API = {
  list: '/pdf/form-templates',
  upload: '/pdf/form-templates/upload',
  template: (id: string, part?: 'pdf' | 'fill') => `/pdf/form-templates/${encodeURIComponent(id)}${part ? `/${part}` : ''}`,
} as const;

/** The calls of the PDF form builder; stories give their own. */
export interface PdfTemplateCalls {
  list(): Promise<PdfTemplateSummary[]>;
  get(id: string): Promise<PdfTemplate>;
  /** A new template on an uploaded PDF, named after it. */
  upload(file: File, name?: string): Promise<PdfTemplate>;
  save(id: string, change: { name: string; fields: PdfTemplateField[] }): Promise<PdfTemplate>;
  remove(id: string): Promise<unknown>;
  fetchPdf(id: string): Promise<DownloadedFile>;
  fill(id: string, values: Record<string, PdfFieldValue>): Promise<DownloadedFile>;
}

/** The server's PDF templates, through the session's API client. */
export const serverPdfTemplateCalls: PdfTemplateCalls = {
  list: async () => (await api.get<Api.PdfTemplatesAnswer>(PDF_TEMPLATES_API.list)).data,
  get: async (id) => (await api.get<Api.PdfTemplateAnswer>(PDF_TEMPLATES_API.template(id))).data,
  upload: async (file, name) => {
    const body = new FormData();
    if (name) body.append('template', JSON.stringify({ name }));
    body.append('file', file, file.name);
    return (await api.post<Api.PdfTemplateCreated>(PDF_TEMPLATES_API.upload, body)).data;
  },
  save: async (id, change) => (await api.put<Api.PdfTemplateChanged>(PDF_TEMPLATES_API.template(id), change)).data,
  remove: (id) => api.delete(PDF_TEMPLATES_API.template(id)),
  fetchPdf: (id) => api.get<DownloadedFile>(PDF_TEMPLATES_API.template(id, 'pdf'), { responseType: 'blob' }),
  fill: (id, values) => api.post<DownloadedFile>(PDF_TEMPLATES_API.template(id, 'fill'), { values }, { responseType: 'blob' }),
};

export const PdfTemplateCallsContext = createContext<PdfTemplateCalls>(serverPdfTemplateCalls);

/** How this screen reaches the templates. */
export function usePdfTemplateCalls(): PdfTemplateCalls {
  return useContext(PdfTemplateCallsContext);
}
