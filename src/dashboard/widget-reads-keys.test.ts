import { describe, expect, it } from 'vitest';
import { DASHBOARD_LAYOUT_PATH, PIPELINE_BOARD_PATH, PIPELINE_FEATURE } from '../../widgets/widget-reads';
import { BOARD_API_PATH } from '../api/opportunity-api-paths';
import { LAYOUT_PATH } from './layout/layout-types';
import { OPPORTUNITIES_FEATURE } from './widgets/pipeline-value/PipelineValueWidget';

// The dashboard's batch answers the reads widgets/widget-reads.ts names under those paths: a widget reading another
// key than its batch part would make a call of its own.
describe('the keys the dashboard reads and the batch answers', () => {
  it('names the layout and the pipeline board as the widgets ask for them', () => {
    expect(DASHBOARD_LAYOUT_PATH).toBe(LAYOUT_PATH);
    expect(PIPELINE_BOARD_PATH).toBe(BOARD_API_PATH);
    expect(PIPELINE_FEATURE).toBe(OPPORTUNITIES_FEATURE);
  });
});
