import type { FormDefinition } from '../../../engine/generated/config-types';
import { mappedIntakeFields, type ClientFieldName } from '../../../engine/clients';

/** The form's required answers that fill a client field, by the field they fill. */
function requiredMapped(form: FormDefinition): Map<ClientFieldName, string> {
  const required = new Set((form.schema as { required?: string[] }).required ?? []);
  return new Map(Object.entries(mappedIntakeFields(form)).flatMap(([key, field]) => (required.has(key) ? [[field, key] as const] : [])));
}

/**
 * Whether every submission of the form names a person, as a lead needs: a required field mapped to the client's full
 * name, or required fields mapped to the first and the last name (schemas/form.schema.json `clientField`).
 */
export function namesALead(form: FormDefinition): boolean {
  const mapped = requiredMapped(form);
  return mapped.has('fullName') || (mapped.has('firstName') && mapped.has('lastName'));
}
