import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PathIssue } from '../model/issue-targets';

/** The problems the form's check found with one thing (a field, a section, the form), shown beside it. */
export function IssueList({ issues, testId }: { issues: readonly PathIssue[] | undefined; testId: string }) {
  const { t } = useTranslation('formBuilder');
  if (!issues?.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={t('properties.issues')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {issues.map((issue) => (
            // The panel is about the thing itself: its path into the definition is for the curious, on hover.
            <li key={`${issue.path}:${issue.message}`} data-path={issue.path} title={issue.path}>
              {issue.message}
            </li>
          ))}
        </ul>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
