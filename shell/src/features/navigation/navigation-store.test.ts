import { STORAGE_KEYS } from '../../lib/storage-keys';
import { createNavigationStore, resetNavigation } from './navigation-store';

describe('navigation store', () => {
  it('persists the last data page and My Reports with version 10.2, but not the drawer', () => {
    const first = createNavigationStore();
    first.setState({ selectedPage: 'investment', reportsExpanded: true, drawerOpen: true });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.navigation) ?? 'null')).toEqual({
      state: { selectedPage: 'investment', reportsExpanded: true },
      version: 10.2,
    });
    expect(createNavigationStore().getState()).toEqual({
      selectedPage: 'investment',
      reportsExpanded: true,
      drawerOpen: false,
    });
  });

  it('starts on Snapshots (the default selected page) and drops another version or a bad value', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.navigation,
      JSON.stringify({ state: { selectedPage: 'investment' }, version: 9 }),
    );
    expect(createNavigationStore().getState().selectedPage).toBe('snapshots');
    window.localStorage.setItem(
      STORAGE_KEYS.navigation,
      JSON.stringify({ state: { selectedPage: 'admin' }, version: 10.2 }),
    );
    expect(createNavigationStore().getState().selectedPage).toBe('snapshots');
  });

  it('goes back to the defaults on logout', () => {
    const store = createNavigationStore();
    store.setState({ selectedPage: 'campaigns', reportsExpanded: true });
    resetNavigation(store);
    expect(store.getState()).toMatchObject({ selectedPage: 'snapshots', reportsExpanded: false });
  });
});
