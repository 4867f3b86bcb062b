// Placeholder until written later in this session (issue 5).
export function SignPage() {
  return null;
}
