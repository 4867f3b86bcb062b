/** The record's own fields a list may show beside its form's: what every record has, whatever its module. */
export const RECORD_FIELDS = ['$number', '$stage', '$client', '$assignee', '$createdAt', '$updatedAt', '$sla'] as const;

/** One of the record's own fields. */
export type RecordField = (typeof RECORD_FIELDS)[number];

/** Whether a column's field is one of the record's own rather than its form's. */
export function isRecordField(field: string): field is RecordField {
  return (RECORD_FIELDS as readonly string[]).includes(field);
}
