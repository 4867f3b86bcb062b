import type { Language } from '../i18n/languages';

/**
 * The words a screen or a server text may name for an office whose vocabulary lacks them (leads and deals are not
 * standard terms, and a vocabulary may lack a language): the office's own word wins whenever it has one.
 */
export const SHARED_WORDS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  client: { he: 'לקוח', en: 'Client', es: 'Cliente' },
  clients: { he: 'לקוחות', en: 'Clients', es: 'Clientes' },
  document: { he: 'מסמך', en: 'Document', es: 'Documento' },
  documents: { he: 'מסמכים', en: 'Documents', es: 'Documentos' },
  lead: { he: 'ליד', en: 'Lead', es: 'Cliente potencial' },
  leads: { he: 'לידים', en: 'Leads', es: 'Clientes potenciales' },
  deal: { he: 'עסקה', en: 'Deal', es: 'Oportunidad' },
  deals: { he: 'עסקאות', en: 'Deals', es: 'Oportunidades' },
};
