import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { requireXmlPermission } from './xml-documents-access';
import { XML_BASE, XML_EDIT, XML_FEATURE, XML_VIEW } from './xml-paths';
import { schemaChangedBody } from './xml-schemas.messages';
import { createXmlSchemaSchema, deleteXmlSchemaSchema, getXmlSchemaSchema, listXmlSchemasSchema, updateXmlSchemaSchema } from './xml-schemas.schemas';
import { changeXmlSchema, createXmlSchema, deleteXmlSchemaById, xmlSchema, xmlSchemas } from './xml-schemas.service';

const tenant = { tenant: true } as const;
const byId = { tenant: true, idParam: { name: 'schemaId', kind: 'xml-schema' } } as const;

/**
 * The XSDs documents are validated against (spec 2 §7 /schemas, issue 27): listed, read, uploaded, changed and
 * deleted. The office's xml-documents feature gates each; reading asks for xml.view, a change for xml.edit.
 */
export async function xmlSchemaRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [XML_FEATURE] });
  app.addHook('preHandler', async (request) => requireXmlPermission(officeContextOf(request), request.method === 'GET' ? XML_VIEW : XML_EDIT));

  app.get(`${XML_BASE}/schemas`, { schema: listXmlSchemasSchema, config: tenant }, async (request) => ({ success: true as const, data: await xmlSchemas(officeContextOf(request)) }));
  app.post(`${XML_BASE}/schemas`, { schema: createXmlSchemaSchema, config: tenant }, async (request, reply) => {
    const created = await createXmlSchema(officeContextOf(request), request.body);
    reply.code(201);
    return schemaChangedBody('XML_SCHEMA_CREATED', created);
  });
  app.get(`${XML_BASE}/schemas/:schemaId`, { schema: getXmlSchemaSchema, config: byId }, async (request) => ({ success: true as const, data: await xmlSchema(officeContextOf(request), request.params.schemaId) }));
  app.put(`${XML_BASE}/schemas/:schemaId`, { schema: updateXmlSchemaSchema, config: byId }, async (request) =>
    schemaChangedBody('XML_SCHEMA_UPDATED', await changeXmlSchema(officeContextOf(request), request.params.schemaId, request.body)),
  );
  app.delete(`${XML_BASE}/schemas/:schemaId`, { schema: deleteXmlSchemaSchema, config: byId }, async (request) =>
    schemaChangedBody('XML_SCHEMA_DELETED', await deleteXmlSchemaById(officeContextOf(request), request.params.schemaId)),
  );
}
