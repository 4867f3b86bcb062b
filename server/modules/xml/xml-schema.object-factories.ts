import { randomUUID } from 'node:crypto';
import { withContext } from '../../db/context';
import type { ConformanceObject, ConformanceOwner } from '../../testing/conformance-objects';
import { intactWhileUnchanged } from '../../testing/intact-row';
import type { TestApp } from '../../testing/test-app';

const XSD = '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"><xsd:element name="Isolated" type="xsd:string"/></xsd:schema>';

const tenantOf = async (t: TestApp, owner: ConformanceOwner) => (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', owner.slug).executeTakeFirstOrThrow()).id;

/**
 * The XML schemas' object factory for the conformance suites: `xml-schema`, an XSD the owner's office uploaded,
 * intact while its row is as it was. Written straight into the office (its office may not offer the XML intake).
 */
export const xmlSchemaObjectFactories = {
  'xml-schema': {
    async create(t: TestApp, owner: ConformanceOwner): Promise<ConformanceObject> {
      const tenantId = await tenantOf(t, owner);
      const id = randomUUID();
      await withContext(t.database.db, { tenantId }, (trx) => trx.insertInto('xml_schemas').values({ tenant_id: tenantId, id, name: 'Isolated', root_element: 'Isolated', xsd: XSD }).execute());
      return intactWhileUnchanged(t, tenantId, 'xml_schemas', id);
    },
  },
};
