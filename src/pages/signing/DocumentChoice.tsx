import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LibraryPageAnswer } from '../../api/document-answers';
import { LIBRARY_API } from '../documents/library-params';

/** The library document a workflow signs: its id, name and current version. */
export interface SignedDocument {
  id: string;
  name: string;
  version: number;
}

const PDF_LIST = `${LIBRARY_API.list}?page=1&limit=100`;

/** A choice among the library's PDFs the caller sees (the newest hundred), searched by name. */
export function DocumentChoice({ value, onChange }: { value?: SignedDocument; onChange(document: SignedDocument): void }) {
  const { t } = useTranslation('signing');
  const answer = useSWR<LibraryPageAnswer>(PDF_LIST, { revalidateOnFocus: false });
  const pdfs = (answer.data?.data.documents ?? []).filter((document) => document.contentType === 'application/pdf' && document.version > 0);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={answer.isLoading}
      placeholder={t('send.chooseDocumentHint')}
      aria-label={t('send.chooseDocument')}
      value={value?.id}
      onChange={(id: string) => {
        const document = pdfs.find((candidate) => candidate.id === id);
        if (document) onChange({ id: document.id, name: document.name, version: document.version });
      }}
      options={pdfs.map((document) => ({ value: document.id, label: document.name }))}
      data-testid="document-choice"
    />
  );
}
