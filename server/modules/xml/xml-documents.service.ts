import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { StoredFiles } from '../../storage/delete-quietly';
import { holdingsOf, textOf, treeOf, type XmlTreeNode } from './xml-documents-core';
import { xmlDocumentNotFound, xmlFieldError } from './xml-documents.messages';
import { listXmlDocuments, officeXmlTags, readXmlDocument, updateXmlDocument, type XmlDocumentFilters, type XmlDocumentPage, type XmlDocumentRow } from './xml-documents.queries';
import { auditedXmlDocument, holdingsHeaderOfRow, transformationView, validationOf, xmlDocumentSummary } from './xml-documents.views';
import { documentHoldings, holdingsHeaderOf } from './xml-holdings-store';
import { XML_AUDIT_EVENTS, XML_PAGE_SIZE, type XmlStatus } from './xml-paths';
import { transformationsOf } from './xml-transform.queries';
import { sourceOf } from './xml-validate.service';
import { OFFICE_TAGS_LIMIT } from './xml-documents.schemas';

/** The list's query as the route takes it. */
export interface XmlListQuery {
  page?: number;
  limit?: number;
  status?: XmlStatus;
  search?: string;
  q?: string;
  tags?: string;
  dateFrom?: string;
  dateTo?: string;
  sortBy?: XmlDocumentPage['sortBy'];
  sortOrder?: XmlDocumentPage['sortOrder'];
}

/** The most the content call sends, and the tree's most nodes. */
const MAX_CONTENT_BYTES = 5 * 1024 * 1024;
const MAX_TREE_NODES = 5000;

/** A page of the office's documents (the list and the search: q joins search). */
export async function listDocuments(ctx: OfficeContext, query: XmlListQuery) {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw xmlFieldError(400, 'XML_DATE_RANGE_INVALID', 'dateFrom');
  const tags = (query.tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
  const search = [query.search, query.q].filter((words) => words?.trim()).join(' ').trim();
  const filters: XmlDocumentFilters = { ...(query.status ? { status: query.status } : {}), ...(search ? { search } : {}), tags, ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}), ...(query.dateTo ? { dateTo: query.dateTo } : {}) };
  const page = query.page ?? 1;
  const limit = query.limit ?? XML_PAGE_SIZE;
  const { rows, total } = await inOffice(ctx, (trx) => listXmlDocuments(trx, filters, { sortBy: query.sortBy ?? 'uploadedAt', sortOrder: query.sortOrder ?? 'desc', offset: (page - 1) * limit, limit }));
  return { success: true as const, data: rows.map(xmlDocumentSummary), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** A live document of the office, or 404. */
export async function documentOf(trx: ScopedTransaction, id: string, lock = false): Promise<XmlDocumentRow> {
  const row = await readXmlDocument(trx, id, lock);
  if (!row) throw xmlDocumentNotFound();
  return row;
}

/** One document with its validation, transformations and holdings header. */
export async function getDocument(ctx: OfficeContext, id: string) {
  const { row, transformations } = await inOffice(ctx, async (trx) => {
    const found = await documentOf(trx, id);
    return { row: found, transformations: await transformationsOf(trx, id) };
  });
  return { ...xmlDocumentSummary(row), validation: validationOf(row), transformations: transformations.map(transformationView), holdingsHeader: holdingsHeaderOfRow(row) };
}

/** Deletes a document (the row stays for the audit trail; its holdings no longer show, as it is no longer live). Audited. */
export async function deleteDocumentIn(trx: ScopedTransaction, ctx: OfficeContext, id: string): Promise<void> {
  const before = await documentOf(trx, id, true);
  await updateXmlDocument(trx, id, { deleted_at: new Date() });
  await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.deleted, serviceName: 'xml', entityType: 'xml-document', entityId: id, before: auditedXmlDocument(before), success: true });
}

export async function deleteDocument(ctx: OfficeContext, id: string): Promise<{ id: string }> {
  await inOffice(ctx, (trx) => deleteDocumentIn(trx, ctx, id));
  return { id };
}

/** Replaces a document's tags (trimmed, each once). Audited. */
export async function tagDocument(ctx: OfficeContext, id: string, tags: readonly string[]) {
  const clean = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  const row = await inOffice(ctx, async (trx) => {
    const before = await documentOf(trx, id, true);
    await updateXmlDocument(trx, id, { tags: clean });
    const after = (await readXmlDocument(trx, id))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.tagged, serviceName: 'xml', entityType: 'xml-document', entityId: id, before: { tags: before.tags }, after: { tags: after.tags }, success: true });
    return after;
  });
  return xmlDocumentSummary(row);
}

/** A document's row and stored bytes. */
export async function documentWithSource(ctx: OfficeContext, files: StoredFiles, id: string): Promise<{ row: XmlDocumentRow; data: Buffer }> {
  const row = await inOffice(ctx, (trx) => documentOf(trx, id));
  return { row, data: await sourceOf(files, row) };
}

/** The document's source as text: decoded, the trailing \x1a the clearing house adds removed, at most 5 MB. */
export async function documentContent(ctx: OfficeContext, files: StoredFiles, id: string) {
  const { data } = await documentWithSource(ctx, files, id);
  const truncated = data.length > MAX_CONTENT_BYTES;
  let text: string;
  try {
    text = textOf(truncated ? data.subarray(0, MAX_CONTENT_BYTES) : data);
  } catch {
    text = (truncated ? data.subarray(0, MAX_CONTENT_BYTES) : data).toString('utf8');
  }
  // eslint-disable-next-line no-control-regex
  text = text.replace(/\x1a/g, '');
  return { text, lineCount: text === '' ? 0 : text.split('\n').length, truncated };
}

/** The data tab: the holdings header, the document's policies, and the readable tree. */
export async function documentData(ctx: OfficeContext, files: StoredFiles, id: string) {
  const { row, data } = await documentWithSource(ctx, files, id);
  const policies = await inOffice(ctx, (trx) => documentHoldings(trx, id));
  let tree: XmlTreeNode | null = null;
  let truncated = false;
  if (row.status !== 'failed') {
    try {
      ({ tree, truncated } = treeOf(data, MAX_TREE_NODES));
    } catch {
      tree = null;
    }
  }
  const holdings = policies.length > 0 || row.holdings_summary ? holdingsOf(data) : null;
  const header = holdings ? { ...holdingsHeaderOf(holdings), interfaceType: holdings.interfaceType, environment: holdings.environment, senderId: holdings.senderId, producerId: holdings.producerId, products: holdings.products, closing: holdings.closing } : null;
  return { header, policies, tree, truncated };
}

/** The tags on the office's live files, the most used first (the list's tag filter). */
export const officeTags = (ctx: OfficeContext) => inOffice(ctx, (trx) => officeXmlTags(trx, OFFICE_TAGS_LIMIT));
