/** Where the clients calls live (spec 2 §7, base /clients/client); the documents module's calls sit under it too. */
export const CLIENTS_BASE = '/api/clients/client';
