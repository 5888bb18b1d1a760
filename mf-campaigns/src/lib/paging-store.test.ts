import { createPagingStore, pageFor } from './paging-store';

describe('paging store', () => {
  it('keeps the page of the scope it was chosen under', () => {
    const store = createPagingStore(15);
    store.getState().goTo(3, 15, 'search-a');

    expect(pageFor(store.getState(), 'search-a')).toBe(3);
    expect(pageFor(store.getState(), 'search-b')).toBe(1);
  });

  it('starts again from page 1 when the page size changes', () => {
    const store = createPagingStore(15);
    store.getState().goTo(4, 15, 'search-a');
    store.getState().goTo(4, 50, 'search-a');

    expect(store.getState()).toMatchObject({ page: 1, pageSize: 50 });
  });
});
