import { Flex, Spin } from 'antd';

/** A public page waiting for its one call: a large spinner, announced by its label. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
