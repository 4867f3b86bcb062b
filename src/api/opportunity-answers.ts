import type * as Api from './generated/api-types';
import { unionValues } from './union-values';

/** What GET /api/opportunities/{id} answers (generated from server/modules/opportunities). */
export type OpportunityAnswer = Api.OpportunityAnswer;

/** A deal with a client. */
export type Opportunity = OpportunityAnswer['data'];

/** What creating a deal and changing one answer: the deal as saved. */
export type OpportunityChanged = Api.OpportunityChanged;

/** A stage of the pipeline. */
export type Stage = Opportunity['stage'];

/** What GET /api/opportunities/board answers. */
export type OpportunityBoardAnswer = Api.OpportunityBoardAnswer;

/** The pipeline board: a column per stage. */
export type OpportunityBoard = OpportunityBoardAnswer['data'];

/** One column of the board: its stage, its cards by position, their number and total value. */
export type BoardStage = OpportunityBoard['stages'][number];

/** The pipeline's stages in board order, from the first contact to the end. */
export const STAGES = unionValues<Stage>()(['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost']);
