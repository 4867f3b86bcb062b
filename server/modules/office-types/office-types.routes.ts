import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration } from '../../../engine/resolve/resolve-office';
import { errorBody } from '../../plugins/errors';
import { getOfficeTypeSchema, listOfficeTypesSchema } from './office-types.schemas';

/** The office-type catalogue: what offices can be, and how the engine resolves each. */
export async function officeTypesRoutes(instance: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get('/api/office-types', { schema: listOfficeTypesSchema, config: { public: true } }, async () => ({
    success: true as const,
    data: catalog.ids().map((id) => {
      const office = catalog.get(id)!;
      return { id, name: office.name, description: office.description, languages: office.localization.languages, ...(office.icon ? { icon: office.icon } : {}) };
    }),
  }));

  app.get('/api/office-types/:id', { schema: getOfficeTypeSchema, config: { public: true } }, async (request, reply) => {
    if (!catalog.get(request.params.id)) {
      return reply.status(404).send(errorBody('OFFICE_TYPE_NOT_FOUND', { he: `סוג המשרד "${request.params.id}" אינו קיים`, en: `No office type "${request.params.id}"`, es: `No existe el tipo de oficina "${request.params.id}"` }));
    }
    const result = resolveOfficeConfiguration(catalog, { officeType: request.params.id });
    if (!result.ok) throw new Error(`Office type ${request.params.id} does not resolve: ${JSON.stringify(result.errors)}`);
    return { success: true as const, data: result.config };
  });
}
