import type { HostTheme } from 'shared-contracts';
import { ThemeModeButton } from 'shared-ui';
import { useStore } from 'zustand';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';

/** The header's dark/light toggle; the shell owns the mode, this only asks for the other one. */
export function ThemeToggle({ theme }: { theme: HostTheme }) {
  const { t } = useMarketingTranslation();
  const mode = useStore(theme.mode, (state) => state.mode);
  return (
    <ThemeModeButton
      mode={mode}
      labels={{ toLight: t('layout.toLight'), toDark: t('layout.toDark') }}
      onChoose={(chosen) => theme.choose(chosen)}
    />
  );
}
