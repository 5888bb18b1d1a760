import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface RemoteFailureProps {
  /** Re-attempts the load (no page reload). Absent when the caller cannot retry. */
  onRetry?: () => void;
}

/** Shown in the outlet when a view cannot be loaded; the rest of the shell keeps working. */
export function RemoteFailure({ onRetry }: RemoteFailureProps) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('remote.failedTitle')}
      subTitle={t('remote.failedSubtitle')}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        )
      }
    />
  );
}
