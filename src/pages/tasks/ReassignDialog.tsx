import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../records/AssigneeSelect';
import type { Task } from './task-query';

interface ReassignDialogProps {
  task: Task | undefined;
  title: string;
  isPending: boolean;
  onCancel(): void;
  onReassign(task: Task, assignedUser: string): void;
}

/** Gives a task to another member of the office, picked from the team (the records' member picker). */
export function ReassignDialog({ task, title, isPending, onCancel, onReassign }: ReassignDialogProps) {
  const { t } = useTranslation('tasks');
  const [member, setMember] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | undefined>(task?.id);
  // A new task in the dialog starts from its own assignee (set while rendering, as React advises).
  if (task?.id !== shownFor) {
    setShownFor(task?.id);
    setMember(task?.assignedUser ?? null);
  }
  const initial = task?.assignedUser && task.assignedUserName ? { id: task.assignedUser, name: task.assignedUserName } : undefined;
  return (
    <Modal
      open={task !== undefined}
      title={t('reassignTitle')}
      okText={t('reassignOk')}
      cancelText={t('cancel')}
      onCancel={onCancel}
      onOk={() => task && member && onReassign(task, member)}
      okButtonProps={{ disabled: !member || member === task?.assignedUser, loading: isPending }}
      destroyOnHidden
    >
      {/* The task's name in the body: a long one in the title ran under the dialog's close button. */}
      <Typography.Paragraph strong>
        <bdi>{title}</bdi>
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('reassignTo')} htmlFor="reassign-member">
          <AssigneeSelect id="reassign-member" value={member} onChange={setMember} {...(initial ? { initial } : {})} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
