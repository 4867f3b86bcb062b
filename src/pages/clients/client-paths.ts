/** Where a client or lead opens, and where new ones are added (spec 2 §2: /leads/{id}, /clients/{id} in notifications). */
export function clientPath(client: { id: string; kind: 'client' | 'lead' }): string {
  return `/${client.kind === 'lead' ? 'leads' : 'clients'}/${client.id}`;
}

export function newClientPath(kind: 'client' | 'lead'): string {
  return kind === 'lead' ? '/leads/new' : '/clients/new';
}
