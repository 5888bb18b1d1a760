import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { setRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { createTestServices, renderInAct, renderWithShell } from '../../testing/render-shell';
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
    // Without the test's antd frame: the banner loads its own with antd, on demand.
    const { user } = await renderInAct(() =>
      renderWithShell(<QaOverrideNotice reload={reload} />, { services: createTestServices(), antdFrame: false }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('mf-investment 1.2.0 (pinned 1.0.0)');
    await user.click(screen.getByRole('button', { name: 'Clear override' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.remoteOverrides)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says, in production, that a build on this machine was not loaded', async () => {
    const production = { ...TEST_ENV, production: true, allowedOrigins: ['http://remotes.test'] };
    setRemotePlan(resolveRemotePlan(production, { 'mf-sov': 'http://localhost:4001/mf-manifest.json' }, TEST_AUDIENCE));
    await renderInAct(() =>
      renderWithShell(<QaOverrideNotice />, { services: createTestServices(), antdFrame: false }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not loaded: mf-sov from http://localhost:4001 (a build on this machine)',
    );
  });

  it('shows nothing in a browser without overrides', async () => {
    setRemotePlan(resolveRemotePlan(TEST_ENV, {}, TEST_AUDIENCE));
    await renderInAct(() =>
      renderWithShell(<QaOverrideNotice />, { services: createTestServices(), antdFrame: false }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
