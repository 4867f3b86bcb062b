import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statisticEntitiesSection, statisticEntitiesText } from '../../engine/dashboard/statistic-entities-readme';

const README = join(resolve(import.meta.dirname, '../..'), 'office-types/README.md');

describe('the statistic entities and badge sources of office-types/README.md', () => {
  it('are what the code says (npx tsx server/tools/gen-statistic-entities-readme.ts writes them)', () => {
    const text = statisticEntitiesText(readFileSync(README, 'utf8'));
    expect(text, 'the README has the section’s start and end markers').toBeDefined();
    expect(text).toBe(statisticEntitiesSection());
  });
});
