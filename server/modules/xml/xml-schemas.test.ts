import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { HOLDINGS_SCHEMA_ID } from '../../xml/xml-types';
import { XML_BASE } from './xml-paths';

const XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xsd:element name="Report">
    <xsd:complexType><xsd:sequence><xsd:element name="Amount" type="xsd:decimal"/></xsd:sequence></xsd:complexType>
  </xsd:element>
</xsd:schema>`;
// Line 4 names a type the XSD never declares.
const BROKEN_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:element name="Report">
    <xsd:complexType><xsd:sequence><xsd:element name="Amount" type="NoSuchType"/></xsd:sequence></xsd:complexType>
  </xsd:element>
</xsd:schema>`;

const call = (agent: TestAgent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, language = 'en') =>
  agent.request({ method, url: `${XML_BASE}/schemas${path}`, ...(payload ? { payload } : {}), csrf: true, headers: { 'accept-language': language } });

describe.each(testDatabaseKinds())('XML schemas on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let agent: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    agent = await t.signIn('pro@insurance.example.com');
  });
  afterAll(async () => t?.close());

  it('lists the shipped holdings schema first, read only, and reads it with its XSD', async () => {
    const listed = await call(agent, 'GET', '', undefined, 'he');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ id: HOLDINGS_SCHEMA_ID, builtIn: true, rootElement: 'Mimshak', name: 'ממשק אחזקות של המסלקה הפנסיונית' });
    const shipped = (await call(agent, 'GET', `/${HOLDINGS_SCHEMA_ID}`)).json().data;
    expect(shipped.builtIn).toBe(true);
    expect(shipped.xsd).toContain('Mimshak');
    for (const refused of [await call(admin, 'PUT', `/${HOLDINGS_SCHEMA_ID}`, { name: 'Mine now' }), await call(admin, 'DELETE', `/${HOLDINGS_SCHEMA_ID}`)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('XML_SCHEMA_BUILT_IN');
    }
  });

  it('saves, reads, changes and deletes an office schema, audited, the row kept', async () => {
    const created = await call(admin, 'POST', '', { name: ' Monthly report ', description: 'From the bank', xsd: XSD });
    expect(created.statusCode).toBe(201);
    const schema = created.json().data;
    expect(schema).toMatchObject({ name: 'Monthly report', description: 'From the bank', rootElement: 'Report', builtIn: false, xsd: XSD });
    expect((await call(agent, 'GET', '')).json().data.map((listed: { id: string }) => listed.id)).toEqual([HOLDINGS_SCHEMA_ID, schema.id]);
    const changed = await call(admin, 'PUT', `/${schema.id}`, { name: 'Bank report', description: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Bank report', description: null, xsd: XSD });
    expect((await call(admin, 'DELETE', `/${schema.id}`)).statusCode).toBe(200);
    expect((await call(agent, 'GET', `/${schema.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/${schema.id}`)).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('xml_schemas').select(['name', 'deleted_at']).where('id', '=', schema.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', schema.id).orderBy('seq').execute();
    expect(audit.map((entry) => entry.event_type)).toEqual(['xml.schema.created', 'xml.schema.updated', 'xml.schema.deleted']);
  });

  it('refuses an XSD that does not compile with its line, saving nothing', async () => {
    const before = (await call(agent, 'GET', '')).json().data.length;
    const refused = await call(admin, 'POST', '', { name: 'Broken', xsd: BROKEN_XSD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'XML_SCHEMA_INVALID' });
    expect(refused.json().message).toMatch(/line 4/);
    expect(refused.json().messages.he).toMatch(/שורה 4/);
    expect((await call(admin, 'POST', '', { name: 'Not XML', xsd: 'hello' })).statusCode).toBe(400);
    expect((await call(agent, 'GET', '')).json().data.length).toBe(before);
  });

  it('lets only xml.edit change schemas, and keeps an office’s schema to its office', async () => {
    expect((await call(agent, 'POST', '', { name: 'Agent’s', xsd: XSD })).statusCode).toBe(403);
    const mine = (await call(admin, 'POST', '', { name: 'Ours', xsd: XSD })).json().data;
    const otherTenant = await t.database.db.selectFrom('tenants').select('id').where('slug', '!=', 'insurance').orderBy('slug').executeTakeFirstOrThrow();
    const theirs = '6f1f0c52-5a1e-4a43-9d5c-0c8f7e1d2a11';
    await withContext(t.database.db, { tenantId: otherTenant.id }, (trx) => trx.insertInto('xml_schemas').values({ tenant_id: otherTenant.id, id: theirs, name: 'Theirs', xsd: XSD }).execute());
    expect((await call(agent, 'GET', `/${theirs}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/${theirs}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/${theirs}`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', '')).json().data.map((listed: { id: string }) => listed.id)).toContain(mine.id);
  });
});
