import type { AppNotification, NotificationTexts } from './notification-store';

const pick = (texts: NotificationTexts, language: string): string => {
  const base = language.split('-')[0];
  return (base === 'he' ? texts.he : base === 'es' ? texts.es : texts.en) || texts.en || texts.he;
};

/** A notification's title and message in the reader's language: a server notification has them in every language. */
export function notificationTexts(item: AppNotification, language: string): { title?: string; message: string } {
  if (!item.texts) return { ...(item.title ? { title: item.title } : {}), message: item.message };
  const title = item.texts.title ? pick(item.texts.title, language) : undefined;
  return { ...(title ? { title } : {}), message: pick(item.texts.message, language) };
}
