import { useState } from 'react';
import { useServerAction } from '../../../app/actions/use-server-action';
import { api } from '../../../app/session';
import type { ClientRow, LeadStatus } from '../../../api/client-answers';
import { addMove, settleMove, type LeadMoves } from './lead-moves';

/**
 * Moving leads between the pipeline's columns: shown at once, saved as the lead's new stage (PUT, which records
 * the status change), then both columns reloaded (`reload`); put back, with the server's reason, when refused.
 */
export function useLeadMoves(reload: (statuses: LeadStatus[]) => Promise<unknown>) {
  const [moves, setMoves] = useState<LeadMoves>(() => new Map());
  const action = useServerAction();

  const move = async (lead: ClientRow, to: LeadStatus) => {
    const from = lead.leadStatus;
    if (!from || from === to) return;
    setMoves((current) => addMove(current, lead, from, to));
    const answer = await action.run(() => api.put(`/clients/client/${lead.id}`, { leadStatus: to }), { isQuiet: true });
    if (answer !== undefined) await reload([from, to]);
    setMoves((current) => settleMove(current, lead.id, to));
  };

  return { moves, move, moveError: action.error, clearMoveError: action.reset };
}
