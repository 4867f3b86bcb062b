import type { TemplatePlaceholder } from '../../../engine/documents/template-placeholders';
import type { Language } from '../../../engine/i18n/languages';
import { pickText } from '../../../engine/i18n/languages';
import { resolveCollection } from '../../../engine/modules/record-collections';
import { formatTime } from '../../../engine/time/format-time';
import { stageName } from '../../../engine/workflows/transition-messages';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ClientView } from '../clients/client.view';
import type { RecordView } from '../records/record.view';
import { officeName } from './office-look';

/** The facts of a template, by placeholder. */
export type TemplateFacts = Partial<Record<TemplatePlaceholder, string>>;

// The facts of one thing under its name (client → client.fullName…): the names written once, in the placeholders' list.
const factsOf = (thing: string, values: Record<string, string>): TemplateFacts => Object.fromEntries(Object.entries(values).map(([name, value]) => [`${thing}.${name}`, value]));

const joined = (...parts: (string | null | undefined)[]): string => parts.filter((part) => part && part.trim() !== '').join(' ');

/** A client's facts: names, ID number, e-mail, phone and postal address as one line. */
export function clientFacts(client: ClientView): TemplateFacts {
  const address = client.address as { street?: string; city?: string; zipCode?: string } | undefined;
  return factsOf('client', {
    fullName: joined(client.firstName, client.lastName),
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    idNumber: client.idNumber ?? '',
    email: client.email ?? '',
    phone: client.phone ?? client.mobilePhone ?? '',
    address: [address?.street, joined(address?.city, address?.zipCode)].filter(Boolean).join(', '),
  });
}

/** A record's facts: its title, number and its stage's name in the language. */
export function recordFacts(ctx: OfficeContext, record: RecordView, language: Language): TemplateFacts {
  const workflow = resolveCollection(ctx.office, record.module)?.workflow;
  const stage = record.stage && workflow ? pickText(stageName(workflow, record.stage), language) : (record.stage ?? '');
  return factsOf('record', { title: record.title ?? '', number: record.number ?? '', stage });
}

/** The office's and the acting user's facts, and today's date as the office writes dates, in its time zone. */
export async function officeFacts(ctx: OfficeContext, language: Language, now: Date): Promise<TemplateFacts> {
  const userId = actorUserId(ctx.actor);
  const user = userId
    ? await inOffice(ctx, (trx) => trx.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst())
    : undefined;
  const { localization } = ctx.office;
  // The name the office shows in its header and on documents, and its contact details as its admins set them.
  const branding = ctx.office.ui.branding as typeof ctx.office.ui.branding & { contactEmail?: string; contactPhone?: string };
  return {
    ...factsOf('office', { name: officeName(ctx, language), email: branding.contactEmail ?? '', phone: branding.contactPhone ?? '' }),
    ...factsOf('user', { fullName: joined(user?.first_name, user?.last_name), email: user?.email ?? '' }),
    today: formatTime(now, { language, timeZone: localization.timeZone, style: 'date', dateFormat: localization.dateFormat }),
  };
}
