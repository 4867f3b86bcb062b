/** Where a client or lead opens in the application (spec 2 §2: /leads/{id}, /clients/{id} in notifications). */
export function clientPath(client: { id: string; kind: 'client' | 'lead' }): string {
  return `/${client.kind === 'lead' ? 'leads' : 'clients'}/${client.id}`;
}

/** Where a deal opens in the application. */
export function opportunityPath(id: string): string {
  return `/opportunities/${id}`;
}
