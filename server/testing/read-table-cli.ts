import { readFileSync } from 'node:fs';
import { createTableReader } from '../files/table-reader';
import { IMPORT_LIMITS } from '../modules/clients/client-import-file';

// Reads a file's table as the import does, in the table worker, and prints it as JSON (or the refusal's reason):
// `tsx server/testing/read-table-cli.ts <file>`, or the file on standard input. Its test runs it as npm start runs
// the server, through tsx, to show the worker loads its TypeScript there too.
const reader = createTableReader();
try {
  const table = await reader.read({ data: readFileSync(process.argv[2] ?? 0), limits: IMPORT_LIMITS, keepRows: 10 });
  process.stdout.write(`${JSON.stringify(table)}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ refused: (error as { reason?: string }).reason ?? String(error) })}\n`);
  process.exitCode = 1;
} finally {
  await reader.close();
}
