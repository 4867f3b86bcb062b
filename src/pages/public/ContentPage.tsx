// Placeholder until this session's helper writes the page (issue 5).
export function ContentPage(_props: { slug: import('../../app/routing/public-pages').ContentSlug }) {
  return null;
}
