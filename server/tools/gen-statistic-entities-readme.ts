import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withStatisticEntitiesSection } from '../../engine/dashboard/statistic-entities-readme';

// Writes the statistic entities and badge sources into office-types/README.md, between its markers.
const path = resolve(import.meta.dirname, '../../office-types/README.md');
const written = withStatisticEntitiesSection(readFileSync(path, 'utf8'));
if (written === undefined) throw new Error(`${path} has no statistic-entities section (its start and end markers)`);
writeFileSync(path, written);
console.log(`Wrote the statistic entities into ${path}`);
