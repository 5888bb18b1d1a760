import { Button, Result } from '../lib/frame-antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { FrameAntdProviders } from '../features/theme/antd/frame-antd-providers';

/** /404, also where a missing role leads; its button goes back to Share of Voice (the spec's "home"). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FrameAntdProviders>
      <main>
        <Result
          status="404"
          title={t('notFound.title')}
          subTitle={t('notFound.subtitle')}
          extra={
            <Button type="primary" onClick={() => navigate(ROUTES.page('shareofvoice'))}>
              {t('notFound.back')}
            </Button>
          }
        />
      </main>
    </FrameAntdProviders>
  );
}
