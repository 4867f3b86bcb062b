import { useMemo } from 'react';
import type { LocalizedText } from '../../../engine/generated/config-types';
import { subjectCollection } from '../../../engine/modules/record-collections';
import { useOffice } from '../../app/office/office-context';

/** A workflow the office runs on its clients or their documents: the module its runs are listed under, and its name. */
export interface SubjectWorkflowOption {
  id: string;
  name: LocalizedText;
}

/**
 * The office's client and document workflows that run (engine/modules/record-collections.ts subjectCollection), for
 * the overview's filter: their runs are listed beside the modules' records and open on the client's page.
 */
export function useSubjectWorkflows(): SubjectWorkflowOption[] {
  const { runtime } = useOffice();
  return useMemo(() => {
    if (!runtime) return [];
    return (['client', 'document'] as const).flatMap((kind) => {
      const collection = subjectCollection(runtime.config, kind);
      return collection?.workflow ? [{ id: collection.moduleId, name: collection.workflow.name }] : [];
    });
  }, [runtime]);
}
