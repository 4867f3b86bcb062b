// Placeholder until this session's helper writes the page (issue 5).
export function LegalPage(_props: { kind: import('../../app/routing/public-pages').LegalKind }) {
  return null;
}
