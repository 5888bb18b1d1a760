import { Col, Row } from 'antd';
import type { HostApi } from 'shared-contracts';
import { NamesForm } from './names-form';
import { PasswordForm } from './password-form';

/** docs/product.md#account-page, security: the name and surname form, and the change-password form. */
export function SecurityCard({ host }: { host: HostApi }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <NamesForm host={host} />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordForm host={host} />
      </Col>
    </Row>
  );
}
