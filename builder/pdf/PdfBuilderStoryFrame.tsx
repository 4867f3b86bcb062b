import type { Decorator } from '@storybook/react-vite';
import { App } from 'antd';
import type { PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';
import { WidgetSandbox } from '../../src/dashboard/WidgetSandbox';
import { registerStrings } from '../../src/i18n/load-namespaces';
import { pdfBuilderStrings } from '../../src/i18n/locales/pdf-builder';
import { pdfFile } from '../../src/pages/documents/pdf-fixtures';
import { PdfTemplateCallsContext, type PdfTemplate, type PdfTemplateCalls } from './pdf-template-calls';

registerStrings('pdfBuilder', pdfBuilderStrings);

/** What a PDF builder story sets: the calls it answers (the rest never answer) and the address. */
export interface PdfBuilderStoryParameters {
  calls?: Partial<PdfTemplateCalls>;
  path?: string;
}

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);
const NO_CALLS: PdfTemplateCalls = { list: never, get: never, upload: never, save: never, remove: never, fetchPdf: async () => pdfFile(2), fill: never };

/** A field of the stories' template. */
export const storyField = (name: string, extra: Partial<PdfTemplateField> = {}): PdfTemplateField => ({
  id: `f-${name}`,
  name,
  type: 'text',
  label: name,
  required: false,
  placeholder: '',
  page: 1,
  x: 0.1,
  y: 0.2,
  width: 0.5,
  height: 0.06,
  options: [],
  validation: {},
  ...extra,
});

/** The stories' template: a two-page PDF with the given fields. */
export const storyTemplate = (fields: PdfTemplateField[] = []): PdfTemplate => ({
  id: '8d3c1e4a-5b6f-4a7b-9c8d-0e1f2a3b4c5d',
  name: 'טופס קליטה',
  documentId: '9d3c1e4a-5b6f-4a7b-9c8d-0e1f2a3b4c5d',
  documentVersion: 1,
  pdfUrl: '/api/pdf/form-templates/8d3c1e4a-5b6f-4a7b-9c8d-0e1f2a3b4c5d/pdf',
  pdfFileName: 'intake.pdf',
  pageCount: 2,
  fields,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

/** A PDF builder screen in a legal office, its calls answered in memory. */
export const pdfBuilderStoryFrame: Decorator = (Story, { parameters }) => {
  const { calls = {}, path = '/pdf-form-builder' } = parameters as PdfBuilderStoryParameters;
  return (
    <WidgetSandbox routes={{}} path={path} officeType="legal">
      <App>
        <PdfTemplateCallsContext.Provider value={{ ...NO_CALLS, ...calls }}>
          <Story />
        </PdfTemplateCallsContext.Provider>
      </App>
    </WidgetSandbox>
  );
};
