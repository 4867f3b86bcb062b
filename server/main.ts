import { buildApp } from './app';
import { readConfig } from './config';
import { loadOfficeTypeCatalog } from './office-types/read-office-types';

const config = readConfig();
const catalog = loadOfficeTypeCatalog();
for (const error of catalog.errors) console.warn(`office type ${error.officeType}: ${error.path} ${error.message}`);
const app = await buildApp({ config, catalog, logger: true });
const close = async (): Promise<void> => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
console.log(`\nLishka is running at http://localhost:${config.port}\nOffice types: ${catalog.ids().join(', ')}\n`);
