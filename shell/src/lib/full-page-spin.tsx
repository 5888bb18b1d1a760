import { Flex, Spin } from './frame-antd';

/** A centred spinner for the moments the whole page waits (the session being restored). */
export function FullPageSpin({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} role="status" aria-label={label}>
      <Spin size="large" description={label} />
    </Flex>
  );
}
