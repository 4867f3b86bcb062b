import type { BuilderForm } from './builder-form';

/** One problem with the form: where (an RFC 6901 pointer into the definition) and what. */
export interface PathIssue {
  path: string;
  message: string;
}

/** A form's problems by what they concern: a field (by key), a section (by id), or the form as a whole. */
export interface IssueTargets {
  fields: Record<string, PathIssue[]>;
  sections: Record<string, PathIssue[]>;
  form: PathIssue[];
}

const decode = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A path as the server may write it (a pointer, maybe under /definition, or dotted) as a pointer into the definition. */
export function definitionPointer(path: string): string {
  const pointer = path.startsWith('/') ? path : `/${path.replace(/\./g, '/')}`;
  return pointer.replace(/^\/definition(?=\/|$)/, '') || '/';
}

/**
 * Sorts a form's problems to what they concern: `/fields/<key>/…`, `/schema/properties/<key>/…` and
 * `/schema/required/<n>` to the field, `/sections/<n>/…` to the section, anything else to the form.
 */
export function issueTargets(form: BuilderForm, issues: readonly PathIssue[], requiredKeys: readonly string[]): IssueTargets {
  const targets: IssueTargets = { fields: {}, sections: {}, form: [] };
  const explicit = form.sections.filter((section) => !section.isLoose);
  for (const raw of issues) {
    const issue = { ...raw, path: definitionPointer(raw.path) };
    const [, first, second, third] = issue.path.split('/').map(decode);
    let field: string | undefined;
    if (first === 'fields' && second) field = second;
    else if (first === 'schema' && second === 'properties' && third) field = third;
    else if (first === 'schema' && second === 'required' && third) field = requiredKeys[Number(third)];
    const section = first === 'sections' && second !== undefined ? explicit[Number(second)]?.id : undefined;
    if (field && form.fields[field]) (targets.fields[field] ??= []).push(issue);
    else if (section) (targets.sections[section] ??= []).push(issue);
    else targets.form.push(issue);
  }
  return targets;
}
