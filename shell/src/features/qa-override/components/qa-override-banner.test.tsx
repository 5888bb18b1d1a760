import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../../lib/i18n';
import { QaOverrideBanner, type ActiveOverride } from './qa-override-banner';

function renderBanner(overrides: ActiveOverride[]) {
  const onClear = jest.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <QaOverrideBanner overrides={overrides} onClear={onClear} />
    </I18nextProvider>,
  );
  return { onClear, user };
}

describe('QaOverrideBanner', () => {
  it('names each overridden remote with its version and the pinned one, and clears on request', async () => {
    const { onClear, user } = renderBanner([{ remote: 'mf-sov', version: '1.1.0', pinnedVersion: '1.0.0' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Test override: mf-sov 1.1.0 (pinned 1.0.0)');
    expect(screen.getByText(/Only this browser loads these versions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear override' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without overrides', () => {
    renderBanner([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
