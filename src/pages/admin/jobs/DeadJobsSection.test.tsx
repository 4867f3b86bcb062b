import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { DEAD_JOBS, deadJobsPage } from './dead-jobs-fixtures';
import { DEAD_JOBS_PATH } from './dead-jobs-types';
import { DeadJobsSection } from './DeadJobsSection';

const calls = vi.hoisted(() => ({ post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const answer = { success: true, message: 'done', messages: { he: 'בוצע', en: 'done' } };

// The list as the server answers it: both jobs, then only the second once the first was dealt with.
function renderSection() {
  let asked = 0;
  render(
    <WidgetSandbox routes={{ [DEAD_JOBS_PATH]: () => (++asked === 1 ? deadJobsPage() : deadJobsPage(DEAD_JOBS.slice(1))) }} path="/admin/jobs">
      <DeadJobsSection />
    </WidgetSandbox>,
  );
}

const confirm = async (text: string) => {
  const button = await waitFor(() => document.querySelector('.ant-popconfirm .ant-popconfirm-buttons .ant-btn:last-child') as HTMLElement);
  expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(text);
  fireEvent.click(button);
};

describe('the dead background jobs of the office', () => {
  beforeEach(() => {
    calls.post.mockReset().mockResolvedValue(answer);
    calls.delete.mockReset().mockResolvedValue(answer);
  });

  it('queues a job again after confirming, and lists again', async () => {
    renderSection();
    fireEvent.click((await screen.findAllByTestId('dead-job-retry'))[0]!);
    await confirm('להחזיר את המשימה לתור?');
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith(`${DEAD_JOBS_PATH}/${DEAD_JOBS[0]!.id}/retry`));
    await waitFor(() => expect(screen.getAllByTestId('dead-job-row')).toHaveLength(1));
  });

  it('discards a job after confirming, and lists again', async () => {
    renderSection();
    fireEvent.click((await screen.findAllByTestId('dead-job-discard'))[0]!);
    await confirm('למחוק את המשימה?');
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith(`${DEAD_JOBS_PATH}/${DEAD_JOBS[0]!.id}`));
    await waitFor(() => expect(screen.getAllByTestId('dead-job-row')).toHaveLength(1));
  });
});
