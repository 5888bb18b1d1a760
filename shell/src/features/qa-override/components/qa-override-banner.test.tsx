import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../../lib/i18n';
import { QaOverrideBanner, type ActiveOverride, type RefusedOverlay } from './qa-override-banner';

function renderBanner(overrides: ActiveOverride[], refusedOverlays: RefusedOverlay[] = []) {
  const onClear = jest.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <QaOverrideBanner overrides={overrides} refusedOverlays={refusedOverlays} onClear={onClear} />
    </I18nextProvider>,
  );
  return { onClear, user };
}

describe('QaOverrideBanner', () => {
  it('names each overridden remote with its version and the pinned one, and clears on request', async () => {
    const { onClear, user } = renderBanner([
      { remote: 'mf-sov', version: '1.1.0', pinnedVersion: '1.0.0', local: false },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Test override: mf-sov 1.1.0 (pinned 1.0.0)');
    expect(screen.getByText(/Only this browser loads these versions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear override' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('names a build on this machine by its origin', () => {
    renderBanner([
      { remote: 'mf-sov', version: 'http://localhost:4001/mf-manifest.json', pinnedVersion: '1.0.0', local: true },
      { remote: 'mf-account', version: '1.1.0', pinnedVersion: '1.0.0', local: false },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Test override: mf-sov from http://localhost:4001 (a build on this machine), mf-account 1.1.0 (pinned 1.0.0)',
    );
  });

  it('says why production did not load a build on this machine, with nothing to clear', () => {
    renderBanner([], [{ remote: 'mf-sov', manifestUrl: 'http://localhost:4001/mf-manifest.json' }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not loaded: mf-sov from http://localhost:4001 (a build on this machine)');
    expect(alert).toHaveTextContent('This is production, which never loads a view from a computer of its own');
    expect(screen.queryByRole('button', { name: 'Clear override' })).not.toBeInTheDocument();
  });

  it('shows nothing without overrides', () => {
    renderBanner([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
