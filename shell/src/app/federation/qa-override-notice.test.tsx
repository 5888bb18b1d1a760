import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { setRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { createShellI18n } from '../../lib/i18n';
import { TEST_AUDIENCE, TEST_ENV } from '../../testing/test-env';
import { QaOverrideNotice } from './qa-override-notice';
import { appliedOverrides, resolveRemotePlan } from './resolve-remote-plan';

describe('QaOverrideNotice', () => {
  afterEach(() => setRemotePlan(null));

  it("shows this page's overrides; Clear forgets them and reloads on the pinned versions", async () => {
    const plan = resolveRemotePlan(TEST_ENV, { 'mf-investment': '1.2.0' }, TEST_AUDIENCE);
    setRemotePlan(plan);
    window.localStorage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify(appliedOverrides(plan)));
    const reload = jest.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <QaOverrideNotice reload={reload} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('mf-investment 1.2.0 (pinned 1.0.0)');
    await user.click(screen.getByRole('button', { name: 'Clear override' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.remoteOverrides)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
