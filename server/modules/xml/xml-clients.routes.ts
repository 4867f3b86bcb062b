import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { requireXmlPermission } from './xml-documents-access';
import { xmlAnalyticsSchema } from './xml-analytics.schemas';
import { xmlAnalytics } from './xml-analytics.service';
import { xmlClientChangedBody } from './xml-clients.messages';
import { clientXmlHoldingsSchema, createXmlLeadsSchema, linkXmlMemberSchema } from './xml-clients.schemas';
import { createLeadsFromDocument, holdingsOfClient, linkDocumentMember } from './xml-clients.service';
import { XML_BASE, XML_EDIT, XML_FEATURE, XML_VIEW } from './xml-paths';

const tenant = { tenant: true } as const;
const byDocument = { tenant: true, idParam: { name: 'documentId', kind: 'xml-document' } } as const;
const byClient = { tenant: true, idParam: { name: 'clientId', kind: 'client' } } as const;

/**
 * The intake's analytics and its links to the office's people (issue 27): the figures of a period, a member linked
 * to a client, the unmatched made into leads, a client's policies. The xml-documents feature gates each; reading asks
 * for xml.view, a change for xml.edit.
 */
export async function xmlClientRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [XML_FEATURE] });
  app.addHook('preHandler', async (request) => requireXmlPermission(officeContextOf(request), request.method === 'GET' ? XML_VIEW : XML_EDIT));

  app.get(`${XML_BASE}/analytics`, { schema: xmlAnalyticsSchema, config: tenant }, async (request) => ({ success: true as const, data: await xmlAnalytics(officeContextOf(request), request.query.period ?? '30d') }));
  app.post(`${XML_BASE}/documents/:documentId/link`, { schema: linkXmlMemberSchema, config: byDocument }, async (request) =>
    xmlClientChangedBody('XML_MEMBER_LINKED', await linkDocumentMember(officeContextOf(request), request.params.documentId, request.body)),
  );
  app.post(`${XML_BASE}/documents/:documentId/leads`, { schema: createXmlLeadsSchema, config: byDocument }, async (request, reply) => {
    const result = await createLeadsFromDocument(officeContextOf(request), request.params.documentId, request.body?.idNumbers);
    reply.code(201);
    return xmlClientChangedBody('XML_LEADS_CREATED', result);
  });
  app.get(`${XML_BASE}/client/:clientId/holdings`, { schema: clientXmlHoldingsSchema, config: byClient }, async (request) => ({ success: true as const, data: await holdingsOfClient(officeContextOf(request), request.params.clientId) }));
}
