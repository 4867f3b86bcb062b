import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeExtrasForm, intakeKeyFor, isIsraeliId, mappedIntakeFields, missingRecordFields, validateClient, type ClientFieldName, type ClientInput } from '../../engine/clients';
import { validateFormData } from '../../engine/forms/validate-form-data';
import type { FormDefinition } from '../../engine/generated/config-types';
import { withContext } from '../db/context';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { demoClientData, DEMO_CLIENTS_PER_OFFICE, type DemoClientData, type DemoClientRow, type DemoOffice } from './demo-clients';
import { DEMO_TENANTS } from './demo-tenants';
import { seedDemoData } from './seed-demo';

const NOW = new Date('2026-03-15T10:00:00Z');
const DAY = 86_400_000;
const catalog = loadOfficeTypeCatalog();

function officeOf(demo: (typeof DEMO_TENANTS)[number]): DemoOffice {
  const language = catalog.get(demo.officeType)!.localization.defaultLanguage;
  return { tenantId: '6f1c2b9e-0d4a-4c55-9a53-2f0e3c1d7a10', slug: demo.slug, officeType: demo.officeType, language, adminId: '1b7e2d4c-3a5f-4e6b-8c9d-0a1b2c3d4e5f', proId: '2c8f3e5d-4b6a-4f7c-9dae-1b2c3d4e5f60' };
}

/** A generated client as the clients API takes it (engine/clients' ClientInput). */
function asClientInput(client: DemoClientRow): ClientInput {
  const input: Record<string, unknown> = {
    firstName: client.first_name,
    lastName: client.last_name,
    idNumber: client.id_number,
    birthDate: client.birth_date,
    gender: client.gender,
    email: client.email,
    phone: client.phone,
    mobilePhone: client.mobile_phone,
    preferredContact: client.preferred_contact,
    address: client.address,
    professional: client.professional,
    management: { status: client.status, priority: client.priority, tags: client.tags, notes: client.notes ?? undefined, assignedTo: client.assigned_to },
    kind: client.kind,
    leadStatus: client.lead_status ?? undefined,
    leadScore: client.lead_score ?? undefined,
    source: client.source ?? undefined,
    intake: client.intake,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as unknown as ClientInput;
}

/** The answers the client's record gives to the intake form's fields that fill it (`clientField`). */
function recordAnswers(form: FormDefinition, client: DemoClientRow): Record<string, unknown> {
  const address = client.address as Record<string, string>;
  const values: Partial<Record<ClientFieldName, unknown>> = {
    firstName: client.first_name, lastName: client.last_name, fullName: `${client.first_name} ${client.last_name}`, email: client.email, phone: client.phone,
    mobilePhone: client.mobile_phone, idNumber: client.id_number, birthDate: client.birth_date, gender: client.gender, preferredContact: client.preferred_contact,
    addressLine: address.street, city: address.city, postalCode: address.postalCode, notes: client.notes, source: client.source,
  };
  return Object.fromEntries(Object.entries(mappedIntakeFields(form)).map(([key, field]) => [key, values[field]]));
}

const slugType = (slug: string): string => DEMO_TENANTS.find((demo) => demo.slug === slug)!.officeType;
const byOffice = new Map<string, DemoClientData>(DEMO_TENANTS.map((demo) => [demo.slug, demoClientData(officeOf(demo), NOW)]));

describe('demo clients', () => {
  it('are the same on every run for the same office and now', () => {
    const demo = DEMO_TENANTS[0];
    expect(demoClientData(officeOf(demo), NOW)).toEqual(byOffice.get(demo.slug));
    // Another "now" moves the dates only.
    const later = demoClientData(officeOf(demo), new Date(NOW.getTime() + 40 * DAY));
    const people = (data: DemoClientData) => data.clients.map((client) => [client.id, client.first_name, client.last_name, client.id_number, client.email, client.tags]);
    expect(people(later)).toEqual(people(byOffice.get(demo.slug)!));
  });

  it('differ between offices', () => {
    expect(byOffice.get('legal')!.clients[0]!.email).not.toBe(byOffice.get('medical')!.clients[0]!.email);
  });

  describe.each(DEMO_TENANTS.map((demo) => ({ ...demo, data: byOffice.get(demo.slug)! })))('of the $slug office', ({ slug, officeType, data }) => {
    const { clients } = data;

    it(`number ${DEMO_CLIENTS_PER_OFFICE}, 20 to 40% of them leads with a status and a score`, () => {
      expect(clients).toHaveLength(DEMO_CLIENTS_PER_OFFICE);
      const leads = clients.filter((client) => client.kind === 'lead');
      expect(leads.length / clients.length).toBeGreaterThanOrEqual(0.2);
      expect(leads.length / clients.length).toBeLessThanOrEqual(0.4);
      for (const lead of leads) expect(lead.lead_score).toBeGreaterThanOrEqual(0);
      expect(new Set(leads.map((lead) => lead.lead_status)).size).toBe(7);
      for (const client of clients.filter((row) => row.kind === 'client')) expect([client.lead_status, client.lead_score]).toEqual([null, null]);
    });

    it('pass every rule of spec 2 §5 (engine/clients validateClient)', () => {
      for (const client of clients) {
        const verdict = validateClient(asClientInput(client));
        expect(verdict.ok ? [] : verdict.errors.map((error) => `${client.email} ${error.field}`)).toEqual([]);
      }
    });

    it('have valid Israeli ID numbers, phones in the spec patterns and ages 18 to 90, unique where they must be', () => {
      for (const client of clients) {
        expect(isIsraeliId(client.id_number!)).toBe(true);
        expect(client.first_name).toMatch(/^[A-Za-z\u05D0-\u05EA' -]{2,50}$/);
        expect(client.last_name).toMatch(/^[A-Za-z\u05D0-\u05EA' -]{2,50}$/);
        expect(client.phone).toMatch(/^(05[0-9]{8}|0[2-9][0-9]{7})$/);
        if (client.mobile_phone) expect(client.mobile_phone).toMatch(/^05[0-9]{8}$/);
        expect(client.email).toMatch(/^[a-z0-9._]+@[a-z0-9.]+\.[a-z]{2,}$/);
        const age = NOW.getFullYear() - Number(String(client.birth_date).slice(0, 4));
        expect(age).toBeGreaterThanOrEqual(18);
        expect(age).toBeLessThanOrEqual(90);
        // The country as the client writes it, like the city.
        expect(client.address).toMatchObject({ country: /[A-Za-z]/.test(String((client.address as { street: string }).street)) ? 'Israel' : 'ישראל', postalCode: expect.stringMatching(/^[0-9]{7}$/) });
      }
      expect(new Set(clients.map((client) => client.id_number)).size).toBe(clients.length);
      expect(new Set(clients.map((client) => client.email!.toLowerCase())).size).toBe(clients.length);
      expect(clients.some((client) => /[\u05D0-\u05EA]/.test(client.first_name))).toBe(true);
      expect(clients.some((client) => /^[A-Za-z]/.test(client.first_name))).toBe(true);
    });

    it('answer the office type’s client-intake form validly, the record its mapped fields and intake the rest', () => {
      const form = catalog.get(officeType)!.forms.clientIntake;
      const extras = intakeExtrasForm(form);
      for (const client of clients) {
        const intake = client.intake as Record<string, unknown>;
        const stored = validateFormData(extras, intake);
        expect(stored.errors.map((error) => `${client.email} ${error.field} ${error.keyword}`)).toEqual([]);
        // No value of a field the form hides.
        expect(Object.keys(stored.data).sort()).toEqual(Object.keys(intake).sort());
        const whole = validateFormData(form, { ...recordAnswers(form, client), ...intake });
        expect(whole.errors.map((error) => `${client.email} ${error.field} ${error.keyword}`)).toEqual([]);
        expect(missingRecordFields(form, asClientInput(client))).toEqual([]);
      }
    });

    it('were created over the last 18 months, with a history in order and follow-ups overdue and upcoming', () => {
      const created = clients.map((client) => client.created_at.getTime());
      expect(Math.min(...created)).toBeGreaterThan(NOW.getTime() - 550 * DAY);
      expect(Math.max(...created)).toBeLessThan(NOW.getTime());
      expect(created.filter((time) => time < NOW.getTime() - 365 * DAY).length).toBeGreaterThan(5);
      expect(created.filter((time) => time > NOW.getTime() - 30 * DAY).length).toBeGreaterThan(5);
      for (const client of clients) {
        expect(client.updated_at.getTime()).toBeGreaterThanOrEqual(client.created_at.getTime());
        const history = data.activities.filter((activity) => activity.client_id === client.id);
        expect(history[0]).toMatchObject({ type: 'created', occurred_at: client.created_at });
        for (const activity of history) expect((activity.occurred_at as Date).getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      const followUps = clients.flatMap((client) => (client.next_follow_up_date ? [(client.next_follow_up_date as Date).getTime()] : []));
      expect(followUps.length / clients.length).toBeGreaterThan(0.1);
      expect(followUps.length / clients.length).toBeLessThan(0.3);
      expect(followUps.filter((time) => time < NOW.getTime()).length).toBeGreaterThan(3);
      expect(followUps.filter((time) => time >= NOW.getTime() && time < NOW.getTime() + 7 * DAY).length).toBeGreaterThan(3);
      expect(clients.filter((client) => client.last_contact_date).length).toBeGreaterThan(clients.length / 2);
    });

    it('have notes and deals in every stage, in Hebrew and English, and never placeholder text', () => {
      for (const note of data.notes) expect(note.content.length).toBeGreaterThan(0);
      expect(data.notes.some((note) => note.important)).toBe(true);
      expect(data.opportunities.length).toBeGreaterThanOrEqual(10);
      expect(data.opportunities.length).toBeLessThanOrEqual(15);
      expect(new Set(data.opportunities.map((deal) => deal.stage)).size).toBe(7);
      for (const deal of data.opportunities) expect(Number(deal.value)).toBeGreaterThanOrEqual(2_000);
      expect(/lorem|ipsum/i.test(JSON.stringify(data))).toBe(false);
      for (const client of clients) expect(`${client.first_name} ${client.last_name} ${client.email}`).not.toMatch(/test|dummy|example/i);
    });

    it("write the office's own words (tags, deal titles, sources) in its language, and sources the form has options for as those options' codes", () => {
      const officeType = catalog.get(slugType(slug))!;
      expect(officeType.localization.defaultLanguage).toBe('he');
      const hebrew = /^[^A-Za-z]*[\u05D0-\u05EA][^A-Za-z]*$/;
      for (const tag of new Set(clients.flatMap((client) => client.tags as string[]))) expect(tag).toMatch(hebrew);
      for (const deal of data.opportunities) expect(deal.title).toMatch(hebrew);
      const form = officeType.forms.clientIntake;
      const sourceKey = intakeKeyFor(form, 'source');
      const codes = new Set((sourceKey ? form.fields[sourceKey]!.options ?? [] : []).map((option) => option.value));
      for (const client of clients) if (client.source) expect(codes.has(client.source) || hebrew.test(client.source), client.source).toBe(true);
    });
  });
});

describe.each(testDatabaseKinds())('seeded demo clients on $kind', ({ create }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await create();
    // The records have a test of their own (demo-records.test.ts).
    await seedDemoData(database.handle.db, catalog, { records: false });
  });

  afterAll(async () => database?.dispose());

  it('show each office its own clients only, with their notes, activities and deals', async () => {
    const { db } = database.handle;
    const tenants = await db.selectFrom('tenants').select(['id', 'slug']).execute();
    expect(tenants).toHaveLength(DEMO_TENANTS.length);
    for (const tenant of tenants) {
      const seen = await withContext(db, { tenantId: tenant.id }, async (trx) => ({
        clients: await trx.selectFrom('clients').select(['tenant_id', 'assigned_to', 'address', 'tags']).execute(),
        notes: await trx.selectFrom('client_notes').select('tenant_id').execute(),
        activities: await trx.selectFrom('client_activities').select('tenant_id').execute(),
        deals: await trx.selectFrom('opportunities').select('tenant_id').execute(),
        members: await trx.selectFrom('memberships').select('user_id').execute(),
      }));
      expect(seen.clients).toHaveLength(DEMO_CLIENTS_PER_OFFICE);
      for (const rows of [seen.clients, seen.notes, seen.activities, seen.deals]) expect(new Set(rows.map((row) => row.tenant_id))).toEqual(new Set([tenant.id]));
      expect(seen.activities.length).toBeGreaterThanOrEqual(DEMO_CLIENTS_PER_OFFICE);
      const members = new Set(seen.members.map((member) => member.user_id));
      for (const client of seen.clients) expect(members.has(client.assigned_to!)).toBe(true);
      expect((seen.clients[0]!.address as { country: string }).country).toMatch(/^(ישראל|Israel)$/);
      expect(Array.isArray(seen.clients[0]!.tags)).toBe(true);
    }
  });
});
