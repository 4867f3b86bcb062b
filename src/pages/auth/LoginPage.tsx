// Placeholder until this session's helper writes the page (issue 5).
export function LoginPage() {
  return null;
}
