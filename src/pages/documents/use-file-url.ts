import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useDocumentFiles } from './document-files';
import { LIBRARY_API } from './library-params';

/** A document's current file as an object URL for the page to show, revoked when it changes or the page leaves. */
export function useFileUrl(id: string, version: number, isWanted: boolean) {
  const files = useDocumentFiles();
  // Keyed by version: a new version is fetched again; the bytes are kept by SWR, never re-fetched on focus.
  const file = useSWR(isWanted ? [LIBRARY_API.document(id, 'download'), version] : null, () => files.fetchFile(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [url, setUrl] = useState<string>();
  const blob = file.data?.blob;
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return { url, error: file.error as unknown, retry: () => void file.mutate() };
}
