import i18next from 'i18next';
import { fn } from 'storybook/test';
import { ApiError, fieldErrorsOf } from '../../api/api-error';
import { pickMessage, serverMessage } from '../../api/messages';
import type { XmlApi } from './xml-api';
import { HOLDINGS_SCHEMA_ID, type XmlAnswer, type XmlSchemaChange, type XmlSchemaDetail, type XmlSchemaInput, type XmlSchemaView, type XmlText } from './xml-api-types';

// The XML schemas of the stories, kept in memory: what the list reads and what the writes change, as the server answers.

const AT = '2026-11-20T09:30:00.000Z';

/** A small XSD that compiles: one root element, Report. */
export const SMALL_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="Report">
    <xs:complexType><xs:sequence><xs:element name="Amount" type="xs:decimal"/></xs:sequence></xs:complexType>
  </xs:element>
</xs:schema>`;

const SHIPPED_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:element name="Mimshak">
    <xs:complexType><xs:sequence><xs:element name="KoteretKovetz"/><xs:element name="Mutzarim"/></xs:sequence></xs:complexType>
  </xs:element>
</xs:schema>`;

/** The shipped holdings schema and one of the office's. */
export const XML_SCHEMA_DETAILS: XmlSchemaDetail[] = [
  { id: HOLDINGS_SCHEMA_ID, name: 'Holdings v004', description: null, rootElement: 'Mimshak', builtIn: true, createdAt: AT, updatedAt: AT, xsd: SHIPPED_XSD },
  { id: '3d4e5f60-0000-4000-8000-0000000000b1', name: 'Holdings v009 (office)', description: 'גרסה 009 של ממשק האחזקות', rootElement: 'Mimshak', builtIn: false, createdAt: AT, updatedAt: '2026-11-25T14:05:00.000Z', xsd: SHIPPED_XSD },
];

const viewOf = ({ xsd: _xsd, ...view }: XmlSchemaDetail): XmlSchemaView => view;

/** The schemas as GET /schemas lists them. */
export const XML_SCHEMAS: XmlSchemaView[] = XML_SCHEMA_DETAILS.map(viewOf);

const text = (he: string, en: string, es: string): XmlText => ({ he, en, es });
const changed = <T>(data: T, messages: XmlText) => ({ success: true as const, message: messages.en, messages, data });

// A refusal as the API client makes it of the server's answer: the message and field errors in the screen's language.
function refusal(status: number, code: string, messages: XmlText, field?: string): ApiError {
  const body = { success: false, code, message: messages.en, messages, ...(field ? { errors: [{ field, message: messages.en, messages }] } : {}) };
  const language = i18next.language;
  return new ApiError(pickMessage(body, language), status, code, fieldErrorsOf(body, (entry) => serverMessage(entry, language)), body);
}

const INVALID = text('קובץ ה-XSD אינו תקין (שורה 1): חסר בו רכיב xs:schema', 'The XSD is not valid (line 1): it has no xs:schema element', 'El XSD no es válido (línea 1): no tiene un elemento xs:schema');
const BUILT_IN = text('סכמת האחזקות מגיעה עם המערכת ואינה ניתנת לשינוי או למחיקה', 'The holdings schema comes with the product and cannot be changed or deleted', 'El esquema de tenencias viene con el producto y no se puede cambiar ni eliminar');
const NOT_FOUND = text('הסכמה לא נמצאה', 'Schema not found', 'No se encontró el esquema');

// The stand-in for compiling: an XSD must hold an xs:schema element; its root is its first element's name.
function compiled(xsd: string): string | null {
  if (!/<([\w-]+:)?schema[\s>]/.test(xsd)) throw refusal(400, 'XML_SCHEMA_INVALID', INVALID, 'xsd');
  return /<([\w-]+:)?element\s[^>]*name="([^"]+)"/.exec(xsd)?.[2] ?? null;
}

/** The schemas of a story in memory: the list's route and the writes that change it, each write recorded. */
export interface XmlSchemaStore {
  /** GET /schemas, for the story's in-memory routes. */
  list(): XmlAnswer<XmlSchemaView[]>;
  api: Pick<XmlApi, 'schema' | 'createSchema' | 'updateSchema' | 'deleteSchema'>;
  /** Back to the schemas it started with (a story's beforeEach). */
  reset(): void;
}

/** Schemas kept in memory, starting from the shipped one and the office's (or those given). */
export function fakeXmlSchemas(initial: readonly XmlSchemaDetail[] = XML_SCHEMA_DETAILS): XmlSchemaStore {
  let schemas = [...initial];
  let next = 1;
  const found = (id: string): XmlSchemaDetail => {
    const schema = schemas.find((candidate) => candidate.id === id);
    if (!schema) throw refusal(404, 'XML_SCHEMA_NOT_FOUND', NOT_FOUND);
    return schema;
  };
  const owned = (id: string): XmlSchemaDetail => {
    const schema = found(id);
    if (schema.builtIn) throw refusal(409, 'XML_SCHEMA_BUILT_IN', BUILT_IN);
    return schema;
  };
  const sorted = () => [...schemas].sort((a, b) => Number(b.builtIn) - Number(a.builtIn) || a.name.localeCompare(b.name));
  return {
    list: () => ({ success: true, data: sorted().map(viewOf) }),
    api: {
      schema: fn(async (id: string) => ({ success: true as const, data: found(id) })),
      createSchema: fn(async (body: XmlSchemaInput) => {
        const rootElement = compiled(body.xsd);
        const at = new Date().toISOString();
        const schema: XmlSchemaDetail = { id: `5e6f7a8b-0000-4000-8000-${String(next++).padStart(12, '0')}`, name: body.name.trim(), description: body.description?.trim() || null, rootElement, builtIn: false, createdAt: at, updatedAt: at, xsd: body.xsd };
        schemas = [...schemas, schema];
        return changed(schema, text('הסכמה נשמרה', 'The schema was saved', 'Se guardó el esquema'));
      }),
      updateSchema: fn(async (id: string, body: XmlSchemaChange) => {
        const before = owned(id);
        const rootElement = body.xsd === undefined ? before.rootElement : compiled(body.xsd);
        const after: XmlSchemaDetail = { ...before, ...(body.name === undefined ? {} : { name: body.name.trim() }), ...(body.description === undefined ? {} : { description: body.description?.trim() || null }), ...(body.xsd === undefined ? {} : { xsd: body.xsd }), rootElement, updatedAt: new Date().toISOString() };
        schemas = schemas.map((schema) => (schema.id === id ? after : schema));
        return changed(after, text('הסכמה עודכנה', 'The schema was updated', 'Se actualizó el esquema'));
      }),
      deleteSchema: fn(async (id: string) => {
        owned(id);
        schemas = schemas.filter((schema) => schema.id !== id);
        return changed({ id }, text('הסכמה נמחקה', 'The schema was deleted', 'Se eliminó el esquema'));
      }),
    },
    reset: () => {
      schemas = [...initial];
      next = 1;
    },
  };
}
