import { StarFilled } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Form, Input, List, Popconfirm, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionError } from '../../app/actions/ActionError';
import { DateTime } from '../../app/actions/DateTime';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { api } from '../../app/session';
import { NOTE_TYPES, type ClientNote, type ClientNotesAnswer, type NoteType } from '../../api/client-answers';
import { clientApiPath } from './use-client';

const NOTE_MAX = 1000;

/** The Notes tab: the client's notes, newest first, and a form to add one (spec 2 §5: 1 to 1000 characters). */
export function ClientNotes({ clientId, onChange }: { clientId: string; onChange(): void }) {
  const { t } = useTranslation('clients');
  const path = clientApiPath(clientId, 'notes');
  const { data, error, isLoading, mutate } = useSWR<ClientNotesAnswer>(path);
  const [form] = Form.useForm<{ content: string; type: NoteType; important: boolean }>();
  const action = useServerAction();

  const add = async (values: { content: string; type: NoteType; important: boolean }) => {
    const answer = await action.run(() => api.post(path, { content: values.content.trim(), type: values.type, important: values.important === true }), { form, fields: { content: 'content', type: 'type' } });
    if (answer === undefined) return;
    form.resetFields();
    await mutate();
    onChange();
  };
  const remove = async (note: ClientNote) => {
    if ((await action.run(() => api.delete(`${path}/${note.id}`))) === undefined) return;
    await mutate();
    onChange();
  };

  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('notes.add')}>
        <ActionError error={action.error} onClose={action.reset} />
        <Form form={form} layout="vertical" initialValues={{ type: 'general', important: false }} onFinish={(values) => void add(values)} disabled={action.isPending} data-testid="note-form">
          <Form.Item name="content" label={t('notes.content')} rules={[{ required: true, whitespace: true, max: NOTE_MAX, message: t('notes.contentRequired') }]}>
            <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
          </Form.Item>
          <Flex gap={16} wrap align="center">
            <Form.Item name="type" label={t('notes.type')} style={{ minWidth: 160, marginBlockEnd: 0 }}>
              <Select options={NOTE_TYPES.map((value) => ({ value, label: t(`notes.types.${value}`) }))} />
            </Form.Item>
            <Form.Item name="important" valuePropName="checked" style={{ marginBlockEnd: 0, alignSelf: 'end' }}>
              <Checkbox>{t('notes.important')}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={action.isPending} style={{ alignSelf: 'end' }}>
              {t('notes.save')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <List<ClientNote>
        loading={isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={t('notes.empty')} /> }}
        renderItem={(note) => (
          <List.Item
            actions={[
              <Popconfirm key="delete" title={t('detail.deleteConfirm')} onConfirm={() => void remove(note)}>
                <Button type="link" danger size="small">
                  {t('notes.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <Tag>{t(`notes.types.${note.type}`)}</Tag>
                  {note.important ? <StarFilled aria-label={t('notes.important')} style={{ color: '#d48806' }} /> : null}
                  <Typography.Text type="secondary">
                    <DateTime value={note.createdAt} />
                  </Typography.Text>
                </Flex>
              }
              description={<Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlockEnd: 0 }}>{note.content}</Typography.Paragraph>}
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
