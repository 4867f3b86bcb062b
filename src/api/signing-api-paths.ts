/** The lists of /documents/workflows, as the API's `view` takes them. */
export type SigningView = 'active' | 'waiting' | 'completed' | 'drafts' | 'all';

/** The office's signing workflows' API paths (server/modules/signing), under the client's /api base. */
export const SIGNING_API = {
  list: '/pdf/signing',
  workflow: (id: string, part?: 'submit' | 'cancel' | 'sealed' | 'certificate') => `/pdf/signing/${encodeURIComponent(id)}${part ? `/${part}` : ''}`,
  participant: (id: string, participantId: string, action: 'resend' | 'remind') => `/pdf/signing/${encodeURIComponent(id)}/participants/${encodeURIComponent(participantId)}/${action}`,
} as const;
