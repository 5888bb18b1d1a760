import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { useStore } from 'zustand';
import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderShell } from '../../testing/render-shell';
import { KEPT_VIEWS } from './kept-views';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

/** Mounts and unmounts of each remote's view, by remote id ('mf_sov/App' -> 'mf_sov'). */
let lifecycle: string[] = [];

/** A remote whose view says its name and the countries searched, and logs its mounts, unmounts and renders. */
function fakeRemote(id: string) {
  const remote = id.split('/')[0] ?? id;
  function View({ host }: RemotePageProps) {
    const countries = useStore(host.search, (search) => search.countries.join(', '));
    lifecycle.push(`render ${remote} ${countries}`);
    useEffect(() => {
      lifecycle.push(`mount ${remote}`);
      return () => void lifecycle.push(`unmount ${remote}`);
    }, []);
    return (
      <section aria-label={remote}>
        <h1>View of {remote}</h1>
        <p>Searching {countries}</p>
      </section>
    );
  }
  return { default: View, contractVersion: '1.0.0' };
}

async function renderDashboard(url: string) {
  createFakeAuthApi({ refreshToken: fakeToken() });
  const view = await renderShell({ url });
  // jsdom is narrow: the sidebar is the drawer behind "Open menu". A view opened for the first time
  // suspends while its remote loads: clicks go through an awaited act.
  const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
  const open = async (name: string) => {
    await click(screen.getByRole('button', { name: 'Open menu' }));
    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    await click(within(sidebar).getByRole('link', { name }));
  };
  return { ...view, open };
}

describe('KeptViews', () => {
  beforeEach(() => {
    // Kept views hide by their inline style and aria-hidden; antd's stylesheet rules, which jsdom
    // would match for every style a role query asks, made each walk take 7-18 s instead of one.
    computeInlineStylesOnly();
    lifecycle = [];
    loadRemoteMock.mockReset();
    loadRemoteMock.mockImplementation(async (id: string) => fakeRemote(id));
  });

  it('shows a view visited before as it was left, without mounting it again, and hides the other', async () => {
    const { open } = await renderDashboard('/dashboard/shareofvoice');
    const shareOfVoice = await screen.findByRole('region', { name: 'mf_sov' });
    expect(within(shareOfVoice).getByRole('heading', { name: 'View of mf_sov' })).toBeVisible();

    await open('Real-Time Spend');
    const realTimeSpend = await screen.findByRole('region', { name: 'mf_investment' });
    expect(within(realTimeSpend).getByRole('heading', { name: 'View of mf_investment' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'View of mf_sov' })).not.toBeInTheDocument();

    await open('Share of Voice');
    expect(await screen.findByRole('region', { name: 'mf_sov' })).toBe(shareOfVoice);
    expect(screen.queryByRole('heading', { name: 'View of mf_investment' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'mf_investment', hidden: true })).toBe(realTimeSpend);
    // Neither moved in the page: a view moved would be styled and laid out again whole.
    expect(shareOfVoice.compareDocumentPosition(realTimeSpend) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lifecycle.filter((entry) => !entry.startsWith('render'))).toEqual(['mount mf_sov', 'mount mf_investment']);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a hidden view as it is until it shows again, then applies the search changed meanwhile', async () => {
    const { open, services } = await renderDashboard('/dashboard/shareofvoice');
    const shownView = (remote: string) => screen.findByRole('region', { name: remote });
    expect(within(await shownView('mf_sov')).getByText('Searching AR')).toBeVisible();
    await open('Real-Time Spend');
    await shownView('mf_investment');
    const rendersOfShareOfVoice = () => lifecycle.filter((entry) => entry.startsWith('render mf_sov')).length;
    const rendersBefore = rendersOfShareOfVoice();

    await act(async () => services.search.setState({ countries: ['BR'] }));
    expect(within(await shownView('mf_investment')).getByText('Searching BR')).toBeVisible();
    expect(rendersOfShareOfVoice()).toBe(rendersBefore);
    expect(screen.queryByRole('region', { name: 'mf_sov' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'mf_sov', hidden: true })).getByText('Searching AR'),
    ).toBeInTheDocument();

    await open('Share of Voice');
    expect(within(await shownView('mf_sov')).getByText('Searching BR')).toBeVisible();
    expect(lifecycle.filter((entry) => entry === 'mount mf_sov')).toHaveLength(1);
  });

  it(`keeps the ${KEPT_VIEWS} views used last besides the current one, and lets the oldest go`, async () => {
    const { open } = await renderDashboard('/dashboard/shareofvoice');
    await screen.findByRole('heading', { name: 'View of mf_sov' });
    for (const [link, remote] of [
      ['Real-Time Spend', 'mf_investment'],
      ['Spots List', 'mf_campaigns'],
      ['Snapshots', 'mf_snapshots'],
    ] as const) {
      await open(link);
      await screen.findByRole('heading', { name: `View of ${remote}` });
    }
    expect(lifecycle).not.toContain('unmount mf_sov');

    await open('Home');
    await screen.findByRole('heading', { name: 'Home' });
    expect(lifecycle).toContain('unmount mf_sov');
    expect(lifecycle.filter((entry) => entry.startsWith('unmount'))).toEqual(['unmount mf_sov']);
  });

  it('lets go the view shown least recently, not the one drawn first', async () => {
    const { open } = await renderDashboard('/dashboard/shareofvoice');
    await screen.findByRole('heading', { name: 'View of mf_sov' });
    for (const [link, remote] of [
      ['Real-Time Spend', 'mf_investment'],
      ['Share of Voice', 'mf_sov'],
      ['Spots List', 'mf_campaigns'],
      ['Snapshots', 'mf_snapshots'],
    ] as const) {
      await open(link);
      await screen.findByRole('heading', { name: `View of ${remote}` });
    }

    await open('Home');
    await screen.findByRole('heading', { name: 'Home' });
    expect(lifecycle.filter((entry) => entry.startsWith('unmount'))).toEqual(['unmount mf_investment']);
  });

  it('does not keep a view that failed: the next visit draws it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fails = true;
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (!id.startsWith('mf_sov')) return fakeRemote(id);
      return {
        default: () => {
          if (fails) throw new Error('the view broke');
          return <h1>Share of Voice again</h1>;
        },
        contractVersion: '1.0.0',
      };
    });
    const { open } = await renderDashboard('/dashboard/shareofvoice');
    expect(await screen.findByText('This view could not be loaded')).toBeVisible();

    fails = false;
    await open('Real-Time Spend');
    await screen.findByRole('heading', { name: 'View of mf_investment' });
    await open('Share of Voice');
    expect(await screen.findByRole('heading', { name: 'Share of Voice again' })).toBeVisible();
    jest.restoreAllMocks();
  });
});
