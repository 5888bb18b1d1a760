import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface RemoteRefusedProps {
  manifestUrl: string;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Production never loads a manifest from an origin it does not allow; this says so in place. */
export function RemoteRefused({ manifestUrl }: RemoteRefusedProps) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      title={t('remoteRefused.title')}
      subTitle={t('remoteRefused.subtitle', { origin: originOf(manifestUrl) })}
    />
  );
}
