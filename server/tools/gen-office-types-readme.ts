import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withReadmeSections } from '../../engine/load/readme-sections';

// Writes the sections of office-types/README.md that the code states (engine/load/readme-sections.ts).
const path = resolve(import.meta.dirname, '../../office-types/README.md');
const { text, missing } = withReadmeSections(readFileSync(path, 'utf8'));
if (missing.length) throw new Error(`${path} lacks the markers of: ${missing.join(', ')}`);
writeFileSync(path, text);
console.log(`Wrote the code's sections into ${path}`);
