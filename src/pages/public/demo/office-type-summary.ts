import type { LocalizedText } from '../../../../engine/generated/config-types';

/** One office type as GET /api/office-types lists it. */
export interface OfficeTypeSummary {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  icon?: string;
  languages: string[];
}
