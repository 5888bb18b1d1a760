import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REMOTE_IDS, type RemoteId } from 'shared-contracts';
import { loopbackManifestUrl, OVERRIDE_PARAM } from '../../qa-override';

interface LocalOverlayFormProps {
  production: boolean;
  /** Loads the page at this address (remotes are registered once per page load). */
  navigate?: (href: string) => void;
}

interface OverlayValues {
  remote: RemoteId;
  manifest: string;
}

/**
 * Points one view of this page at a build on this machine (`pnpm dev <remote>`), for this browser
 * only, through the same URL parameter a QA link uses. Production says why it offers none.
 */
export function LocalOverlayForm({
  production,
  navigate = (href) => window.location.assign(href),
}: LocalOverlayFormProps) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<OverlayValues>();
  if (production) return <Alert type="info" showIcon title={t('diagnostics.overlay.production')} />;
  const submit = ({ remote, manifest }: OverlayValues) => {
    const url = loopbackManifestUrl(manifest.trim());
    if (!url) return;
    const href = new URL(window.location.href);
    href.searchParams.set(OVERRIDE_PARAM, `${remote}@${url}`);
    navigate(`${href.pathname}${href.search}`);
  };
  return (
    <section aria-labelledby="local-overlay-title">
      <Typography.Title level={3} id="local-overlay-title">
        {t('diagnostics.overlay.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('diagnostics.overlay.intro')}</Typography.Paragraph>
      <Form<OverlayValues>
        form={form}
        layout="inline"
        initialValues={{ remote: REMOTE_IDS[0], manifest: '' }}
        onFinish={submit}
      >
        <Form.Item name="remote" label={t('diagnostics.overlay.remote')}>
          <Select<RemoteId>
            style={{ minWidth: 160 }}
            options={REMOTE_IDS.map((remote) => ({ value: remote, label: remote }))}
          />
        </Form.Item>
        <Form.Item
          name="manifest"
          label={t('diagnostics.overlay.manifest')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!loopbackManifestUrl((value ?? '').trim())) throw new Error(t('diagnostics.overlay.invalid'));
              },
            },
          ]}
        >
          <Input style={{ minWidth: 320 }} placeholder={t('diagnostics.overlay.placeholder')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('diagnostics.overlay.submit')}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
