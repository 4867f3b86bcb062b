import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readXmlListParams, writeXmlListParams, type XmlListParams } from './xml-list-params';

/** The list's parameters in the address, and how to change them (a filter or the page size goes back to page 1). */
export function useXmlListParams(): [XmlListParams, (changes: Partial<XmlListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readXmlListParams(search), [search]);
  const change = useCallback((changes: Partial<XmlListParams>) => setSearch((current) => writeXmlListParams(current, changes)), [setSearch]);
  return [params, change];
}
