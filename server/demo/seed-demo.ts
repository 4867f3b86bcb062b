import { sql, type Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';
import type { DemoOffice } from './demo-clients';
import { DEMO_PASSWORD, DEMO_TENANTS, demoUsers } from './demo-tenants';
import type { DemoSignIn } from './demo-sign-ins';
import { missingDemoTenants } from './missing-demo-tenants';
import { outboxOnlyMailer } from './demo-mailer';
import { seedDemoClients } from './seed-demo-clients';
import { seedDemoRecords } from './seed-demo-records';
import { seedDemoClientRuns } from './seed-demo-subjects';
import { seedDemoAppointments } from './seed-demo-appointments';
import { settleDemoSlaTimers } from './seed-demo-sla-timers';
import { seedDemoDocuments } from './seed-demo-documents';
import { seedDemoTemplates } from './seed-demo-templates';
import type { FileStorage } from '../storage/file-storage';
import type { OfficeCertificate } from '../signing/office-certificate';
import { seedDemoSigning } from './seed-demo-signing';
import { seedDemoForms } from './seed-demo-forms';
import { seedDemoSimulations } from './seed-demo-simulations';
import { seedDemoPdfTemplates } from './seed-demo-pdf-templates';
import { seedDemoXml } from './seed-demo-xml';

/** What to seed besides the demo offices and their users. */
export interface SeedDemoOptions {
  /** The demo clients, leads and their history (about 200 per office); default true. */
  clients?: boolean;
  /** The records of every office's own modules (15–20 per collection, for its clients); default: with the clients. */
  records?: boolean;
  /**
   * Demo offices for the catalogue's office types the repository does not ship too (one dropped into
   * office-types/), as the start asks; default false, so a test that makes its own office of an extra office type
   * finds that office's address free.
   */
  droppedIn?: boolean;
  /** Where the demo libraries' files go; without it the offices get no library documents (a file-less row would not download). */
  storage?: FileStorage;
  /** The installation's sealing certificate, to complete (seal) a demo signing workflow; without it the others are still made. */
  sealCertificate?: () => OfficeCertificate;
  /** The server's public address, named in the sealed workflow's mail; default PUBLIC_URL, else localhost. */
  publicUrl?: string;
}

/**
 * Creates the demo offices the database lacks (missingDemoTenants): on an empty database one per office type, and
 * on a later start one for each office type that has none yet (one dropped into office-types/), each with its admin
 * and a professional (the office type's default professional role), and unless told otherwise their demo clients
 * and records; offices that already exist are left as they are. Runs as the database owner, as seeding does, and
 * the records through the records service once the clients are committed; answers whether it created any.
 */
export async function seedDemoData(db: Kysely<Database>, catalog: OfficeTypeCatalog, options: SeedDemoOptions = {}): Promise<boolean> {
  const missing = await missingDemoTenants(db, catalog, options.droppedIn ?? false);
  if (!missing.length) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const offices: DemoOffice[] = [];
  await db.transaction().execute(async (trx) => {
    for (const demo of missing) {
      const officeType = catalog.get(demo.officeType)!;
      const tenant = await trx.insertInto('tenants').values({ slug: demo.slug, name: demo.name, office_type: demo.officeType }).returning('id').executeTakeFirstOrThrow();
      const userIds: { admin?: string; pro?: string } = {};
      for (const user of demoUsers(demo.slug)) {
        // The user of a demo office deleted since (users outlive their offices) joins the office made afresh.
        const created =
          (await trx.selectFrom('users').select('id').where(sql`lower(email)`, '=', user.email).executeTakeFirst()) ??
          (await trx
            .insertInto('users')
            .values({ email: user.email, password_hash: passwordHash, first_name: user.firstName, last_name: user.lastName, email_verified_at: new Date(), password_changed_at: new Date() })
            .returning('id')
            .executeTakeFirstOrThrow());
        await trx
          .insertInto('memberships')
          .values({ tenant_id: tenant.id, user_id: created.id, role: user.role, professional_role: user.professional ? officeType.security.defaultProfessionalRole : null })
          .execute();
        userIds[user.professional ? 'pro' : 'admin'] = created.id;
      }
      offices.push({
        tenantId: tenant.id,
        slug: demo.slug,
        officeType: demo.officeType,
        language: officeType.localization.defaultLanguage,
        adminId: userIds.admin!,
        proId: userIds.pro!,
        intakeForm: officeType.forms.clientIntake,
      });
    }
    if (options.clients ?? true) await seedDemoClients(trx, offices);
  });
  if (options.records ?? options.clients ?? true) {
    const seeded = await seedDemoRecords({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    for (const refusal of seeded.refused) console.warn(`Demo record refused: ${refusal}`);
    // Each demo client's run of the office's client workflow, some of them moved along it.
    const stalled = await seedDemoClientRuns({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    for (const stall of stalled) console.warn(`Demo client run stalled: ${stall.module} → ${stall.to}: ${stall.reason}`);
    // The records' SLA timers as of now (some overdue, the rest due one by one), and the calendars' appointments.
    await settleDemoSlaTimers({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    await seedDemoAppointments({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    // The forms each office built with the form builder, where it has it: its intake extended (two versions), a feedback form.
    await seedDemoForms({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    // Where simulations are on, the professional's pension simulations for a few of the office's clients.
    await seedDemoSimulations({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
    // Each office's library: documents of its own types, some filed with its clients and records.
    if (options.storage) {
      await seedDemoDocuments({ db, mailer: outboxOnlyMailer(db), catalog }, options.storage, offices);
      // And a template of its own beside its office type's (the library's templates tab).
      await seedDemoTemplates({ db, mailer: outboxOnlyMailer(db), catalog }, offices);
      // And, where e-signatures are on, signing workflows on its documents: completed, in progress, a draft, declined.
      const signing = { storage: options.storage, sealCertificate: options.sealCertificate, publicUrl: options.publicUrl };
      await seedDemoSigning({ db, mailer: outboxOnlyMailer(db), catalog }, signing, offices);
      // And, where PDF forms are on, a PDF form template in the office's language (after signing: not one of its documents).
      await seedDemoPdfTemplates({ db, mailer: outboxOnlyMailer(db), catalog }, options.storage, offices);
      // And, where the XML intake is on, clearing-house files over the last two months, uploaded as the office's admin would.
      const xmlFiles = { storage: options.storage, log: { error: (details: object, message: string) => console.warn(`Demo XML file: ${message}`, details) } };
      await seedDemoXml({ db, mailer: outboxOnlyMailer(db), catalog }, xmlFiles, offices);
    }
  }
  return true;
}

/** The demo sign-ins, one line each, for the start-up output: the shipped offices', or those given (the database's). */
export function demoSignInLines(signIns: readonly Pick<DemoSignIn, 'slug'>[] = DEMO_TENANTS): string[] {
  return signIns.flatMap((demo) => demoUsers(demo.slug).map((user) => `  ${demo.slug.padEnd(11)} ${user.email.padEnd(32)} (${user.role === 'admin' ? 'admin' : 'professional'})`));
}
