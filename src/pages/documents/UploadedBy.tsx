import { Flex, Typography } from 'antd';
import { DateTime } from '../../app/actions/DateTime';

/** When a file was uploaded and, under it, by whom (while they are a visible user): one cell of the documents' tables. */
export function UploadedBy({ at, by }: { at: string; by: string | null }) {
  return (
    <Flex vertical>
      <DateTime value={at} />
      {by ? (
        <Typography.Text type="secondary">
          <bdi>{by}</bdi>
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
