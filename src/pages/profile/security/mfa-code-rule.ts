import type { Rule } from 'antd/es/form';

/** The form rules of an authenticator code (spec 1 §5: exactly 6 digits). */
export function mfaCodeRules(messages: { required: string; format: string }): Rule[] {
  return [
    { required: true, message: messages.required },
    { pattern: /^\d{6}$/, message: messages.format },
  ];
}
