import useSWR from 'swr';
import { XML_API } from './xml-api';
import type { XmlOfficeTagsAnswer } from './xml-api-types';

const NO_TAGS: readonly string[] = [];

/** Every tag of the office's files, the most used first (GET /tags): what the list's filter and the upload offer. */
export function useXmlOfficeTags(): { tags: readonly string[]; refresh(): void } {
  const answer = useSWR<XmlOfficeTagsAnswer>(XML_API.tags);
  return { tags: answer.data?.data.map((entry) => entry.tag) ?? NO_TAGS, refresh: () => void answer.mutate() };
}
