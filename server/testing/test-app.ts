import { afterAnswersSettled } from '../http/after-answer';
import type { FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../../engine/load/office-type-catalog';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { seedDemoData } from '../demo/seed-demo';
import { loadOfficeTypeCatalog, officeTypeFiles } from '../office-types/read-office-types';
import { openFixtureSession } from './fixture-session';
import { createAgent, type TestAgent } from './test-agent';
import { testConfig } from './test-config';
import type { TestDatabase, TestDatabaseKind } from './test-databases';

/** The real app on a fresh database with the demo offices, and ways to sign in to it. */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  catalog: OfficeTypeCatalog;
  config: ServerConfig;
  /** A client that is not signed in. */
  anonymous(host?: string): TestAgent;
  /**
   * A client signed in as a demo user (admin@legal.example.com…), with its CSRF token. A fixture: it opens the
   * session that a complete sign-in opens (password, one-time code, authenticator) without taking those steps,
   * for tests about something else; the sign-in tests take every step through the API.
   */
  signIn(email: string, options?: { tenant?: string; host?: string }): Promise<TestAgent>;
  /** Resolves once the work the server does after its answers (a registration, a reset mail) has finished. */
  afterAnswers(): Promise<void>;
  close(): Promise<void>;
}

let sharedCatalog: OfficeTypeCatalog | undefined;

/** What a test app is seeded with besides the demo offices and their users. */
export interface TestAppOptions {
  /**
   * The demo clients and leads (about 200 per office, with notes, activities and deals); default false, as they
   * add seconds to every test app on PGlite.
   */
  demoClients?: boolean;
  /**
   * Office-type files loaded beside the shipped ones (an office type the repository does not ship, from
   * tests/fixtures/office-types), to test that one dropped in works with no code change.
   */
  extraOfficeTypes?: readonly string[];
}

/** Builds the app on a fresh database of the given kind, seeded with the demo offices. */
export async function createTestApp(kind: TestDatabaseKind, changes: Partial<ServerConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  sharedCatalog ??= loadOfficeTypeCatalog();
  const catalog = options.extraOfficeTypes?.length ? loadOfficeTypeCatalog([...officeTypeFiles(), ...options.extraOfficeTypes]) : sharedCatalog;
  const testDatabase: TestDatabase = await kind.create({ seeded: options.demoClients ?? false });
  const database = testDatabase.handle;
  if (!testDatabase.isSeeded) await seedDemoData(database.db, catalog, { clients: options.demoClients ?? false });
  const config = testConfig(changes);
  const app = await buildApp({ config, catalog, database });
  return {
    app,
    database,
    catalog,
    config,
    anonymous: (host) => createAgent(app, host),
    async signIn(email, options = {}) {
      const agent = createAgent(app, options.host);
      await openFixtureSession(database.db, catalog, config, agent, email, options.tenant);
      return agent;
    },
    afterAnswers: () => afterAnswersSettled(app),
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
