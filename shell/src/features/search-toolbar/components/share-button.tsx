import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type SearchPage, sharedSearchOf, shareLinkUrl, useSearchStore } from '../../search';
import { useHost } from '../../remote-view';
import { ToolbarButton } from './toolbar-button';

/** Copies a link to the applied search and says so ('link copied', kind info). */
export function ShareButton({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const host = useHost();
  const store = useSearchStore();
  const share = async () => {
    const url = shareLinkUrl(window.location.origin, page, sharedSearchOf(store.getState(), page));
    try {
      await navigator.clipboard.writeText(url);
      host.notify('info', t('search.share.copied'));
    } catch {
      host.notify('error', t('search.share.copyFailed', { url }));
    }
  };
  return <ToolbarButton icon={<ShareAltOutlined />} onClick={() => void share()} label={t('search.actions.share')} />;
}
