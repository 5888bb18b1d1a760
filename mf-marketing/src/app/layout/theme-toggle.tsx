import type { HostTheme } from 'shared-contracts';
import { useStore } from 'zustand';
import { Icon } from '../../lib/icons';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';

/** The header's dark/light toggle; the shell owns the mode, this only asks for the other one. */
export function ThemeToggle({ theme }: { theme: HostTheme }) {
  const { t } = useMarketingTranslation();
  const mode = useStore(theme.mode, (state) => state.mode);
  const label = mode === 'dark' ? t('layout.toLight') : t('layout.toDark');
  return (
    <button
      type="button"
      className="nl-button nl-button--text nl-button--icon"
      aria-label={label}
      title={label}
      onClick={() => theme.choose(mode === 'dark' ? 'light' : 'dark')}
    >
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
