import { randomUUID } from 'node:crypto';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { HOLDINGS_SCHEMA_NAME } from '../../xml/holdings-xsd';
import { HOLDINGS_SCHEMA_ID } from '../../xml/xml-types';
import { XML_AUDIT_EVENTS } from './xml-paths';
import { XML_SCHEMA_TEXTS, schemaBuiltIn, schemaInvalid, schemaNotFound } from './xml-schemas.messages';
import { deleteXmlSchema, insertXmlSchema, listXmlSchemas, readXmlSchema, updateXmlSchema, type XmlSchemaRow, type XmlSchemaWithXsd } from './xml-schemas.queries';
import { checkXsd, holdingsXsd, isShippedSchema } from './xml-schemas-xsd';

/** A schema as the screens list it (XmlSchemaView of the contract); `xsd` only when one is read. */
export interface XmlSchemaView {
  id: string;
  name: string;
  description: string | null;
  rootElement: string | null;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A schema read by its id: with its XSD. */
export interface XmlSchemaDetail extends XmlSchemaView {
  xsd: string;
}

export interface XmlSchemaWrite {
  name: string;
  description?: string | null;
  xsd: string;
}

// The shipped schema's dates: when it came with the product (the intake's release).
const SHIPPED_AT = '2026-11-28T00:00:00.000Z';

function builtInView(ctx: OfficeContext): XmlSchemaView {
  return {
    id: HOLDINGS_SCHEMA_ID,
    name: HOLDINGS_SCHEMA_NAME[ctx.language],
    description: XML_SCHEMA_TEXTS.XML_SCHEMA_HOLDINGS_DESCRIPTION[ctx.language],
    rootElement: 'Mimshak',
    builtIn: true,
    createdAt: SHIPPED_AT,
    updatedAt: SHIPPED_AT,
  };
}

function rowView(row: XmlSchemaRow): XmlSchemaView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rootElement: row.root_element,
    builtIn: false,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const rowDetail = (row: XmlSchemaWithXsd): XmlSchemaDetail => ({ ...rowView(row), xsd: row.xsd });

const audited = (row: XmlSchemaWithXsd) => ({ name: row.name, description: row.description, rootElement: row.root_element, xsdLength: row.xsd.length });

/** The schemas: the shipped holdings schema first, then the office's by name. */
export async function xmlSchemas(ctx: OfficeContext): Promise<XmlSchemaView[]> {
  const rows = await inOffice(ctx, (trx) => listXmlSchemas(trx));
  return [builtInView(ctx), ...rows.map(rowView)];
}

/** One schema with its XSD; the shipped one too. */
export async function xmlSchema(ctx: OfficeContext, id: string): Promise<XmlSchemaDetail> {
  if (isShippedSchema(id)) return { ...builtInView(ctx), xsd: holdingsXsd() };
  const row = await inOffice(ctx, (trx) => readXmlSchema(trx, id));
  if (!row) throw schemaNotFound();
  return rowDetail(row);
}

// The XSD compiled first: a broken one is a 400 naming its line, and nothing is stored.
async function compiled(xsd: string): Promise<string | null> {
  const check = await checkXsd(xsd);
  if (check.problems.length > 0) throw schemaInvalid(check.problems);
  return check.rootElement;
}

/** Saves an office's XSD once it compiles. Audited. */
export async function createXmlSchema(ctx: OfficeContext, body: XmlSchemaWrite): Promise<XmlSchemaDetail> {
  const rootElement = await compiled(body.xsd);
  const id = randomUUID();
  const userId = actorUserId(ctx.actor);
  const row = await inOffice(ctx, async (trx) => {
    await insertXmlSchema(trx, { tenant_id: ctx.tenant.id, id, name: body.name.trim() || body.name, description: body.description?.trim() || null, root_element: rootElement, xsd: body.xsd, created_by: userId, updated_by: userId });
    const stored = (await readXmlSchema(trx, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.schemaCreated, serviceName: 'xml', entityType: 'xml_schema', entityId: id, after: audited(stored), success: true });
    return stored;
  });
  return rowDetail(row);
}

/** Changes an office's schema (name, description, XSD; the XSD compiled first); the shipped one cannot be changed (409). Audited. */
export async function changeXmlSchema(ctx: OfficeContext, id: string, body: Partial<XmlSchemaWrite>): Promise<XmlSchemaDetail> {
  if (isShippedSchema(id)) throw schemaBuiltIn();
  const rootElement = body.xsd === undefined ? undefined : await compiled(body.xsd);
  const row = await inOffice(ctx, async (trx) => {
    const before = await readXmlSchema(trx, id, true);
    if (!before) throw schemaNotFound();
    await updateXmlSchema(trx, id, {
      ...(body.name === undefined ? {} : { name: body.name.trim() || body.name }),
      ...(body.description === undefined ? {} : { description: body.description?.trim() || null }),
      ...(body.xsd === undefined ? {} : { xsd: body.xsd, root_element: rootElement ?? null }),
      updated_by: actorUserId(ctx.actor),
    });
    const after = (await readXmlSchema(trx, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.schemaUpdated, serviceName: 'xml', entityType: 'xml_schema', entityId: id, before: audited(before), after: audited(after), success: true });
    return after;
  });
  return rowDetail(row);
}

/** Deletes an office's schema (the row stays for the audit trail); the shipped one cannot be deleted (409). Audited. */
export async function deleteXmlSchemaById(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  if (isShippedSchema(id)) throw schemaBuiltIn();
  await inOffice(ctx, async (trx) => {
    const before = await readXmlSchema(trx, id, true);
    if (!before) throw schemaNotFound();
    await deleteXmlSchema(trx, id, actorUserId(ctx.actor));
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.schemaDeleted, serviceName: 'xml', entityType: 'xml_schema', entityId: id, before: audited(before), success: true });
  });
  return { id };
}
