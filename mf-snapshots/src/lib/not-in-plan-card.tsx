import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { NAMESPACE } from '../locales';

export interface NotInPlanCardProps {
  host: HostApi;
  title: string;
}

/**
 * Where a chart of spend stands for a plan without Real-Time Spend (ROLE_FEATURE_INVESTMENT):
 * the card keeps its place and title and says it is not in the plan, worded as the audiences'
 * locked state. The API sends no amount to such a plan, so there is nothing to draw, even blurred.
 */
export function NotInPlanCard({ host, title }: NotInPlanCardProps) {
  return (
    <Card size="small" title={title} style={FULL_HEIGHT}>
      <NotInPlanNote host={host} />
    </Card>
  );
}

/** The not-in-your-plan warning alone, for a figure inside a card (the ad spend statistic). */
export function NotInPlanNote({ host, text }: { host: HostApi; text?: string }) {
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n });
  return <Alert type="warning" showIcon title={text ?? t('errors.investment.role')} />;
}

const FULL_HEIGHT = { height: '100%' } as const;
