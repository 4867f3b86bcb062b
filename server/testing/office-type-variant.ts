import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OfficeType } from '../../engine/generated/config-types';
import { PROJECT_ROOT } from '../project-root';
import type { TestApp } from './test-app';

/**
 * An office type written for a test: one of the unshipped fixtures (tests/fixtures/office-types/<fixture>.json) as the
 * test changes it, saved under its own id in a fresh folder; the answer is the file to hand to createTestApp's
 * `extraOfficeTypes`. The fixture is named by the test, so no server source names an office type the engine must not
 * know of.
 */
export function writeFixtureVariant(fixture: string, id: string, change: (office: OfficeType) => void = () => undefined): string {
  const office = JSON.parse(readFileSync(join(PROJECT_ROOT, 'tests/fixtures/office-types', `${fixture}.json`), 'utf8')) as OfficeType & { $schema?: string };
  change(office);
  const { $schema: _schema, ...rest } = office;
  const file = join(mkdtempSync(join(tmpdir(), `lishka-${id}-`)), `${id}.json`);
  writeFileSync(file, JSON.stringify({ ...rest, id }));
  return file;
}

/** An office of a type and its admin, who holds a professional role of it, as the seeder makes offices. */
export interface TestOffice {
  slug: string;
  name: string;
  officeType: string;
  admin: { email: string; firstName: string; lastName: string; professionalRole: string };
}

/** Makes the office and its admin (the demo password, e-mail confirmed); answers the office's id. */
export async function addTestOffice(t: TestApp, office: TestOffice): Promise<string> {
  const db = t.database.db;
  const tenant = await db.insertInto('tenants').values({ slug: office.slug, name: office.name, office_type: office.officeType }).returning('id').executeTakeFirstOrThrow();
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ email: office.admin.email, password_hash, first_name: office.admin.firstName, last_name: office.admin.lastName, email_verified_at: new Date(), password_changed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({ tenant_id: tenant.id, user_id: user.id, role: 'admin', professional_role: office.admin.professionalRole }).execute();
  return tenant.id;
}
