/** The pipeline's stages in board order, from the first contact to the end. */
export const STAGES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed', 'lost'] as const;

export type Stage = (typeof STAGES)[number];

/** A deal with a client, as the opportunities API answers it. */
export interface Opportunity {
  id: string;
  clientId: string;
  clientName: string;
  title: string;
  value: number;
  currency: 'ILS';
  stage: Stage;
  expectedCloseDate: string | null;
  ownerId: string | null;
  ownerName: string | null;
  position: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One column of the board: its stage, its cards by position, their number and total value. */
export interface BoardStage {
  stage: Stage;
  totalValue: number;
  count: number;
  items: Opportunity[];
}
