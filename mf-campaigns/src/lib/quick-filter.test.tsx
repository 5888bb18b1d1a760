import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostEventName } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { registerTranslations } from 'shared-ui';
import { renderWithHost } from 'shared-ui/testing';
import { NAMESPACE, resources } from '../locales';
import { filterItem, QuickFilter } from './quick-filter';

function renderQuickFilter() {
  const host = createTestHost();
  registerTranslations(host.i18n, NAMESPACE, resources);
  const emitted: [HostEventName, unknown][] = [];
  for (const event of ['filter:queue', 'filter:search-now', 'filter:new-tab'] as const) {
    host.events.on(event, (payload) => emitted.push([event, payload]));
  }
  renderWithHost(<QuickFilter host={host} group="products" item={filterItem(31, 'Savings account')} />, { host });
  return { emitted };
}

describe('QuickFilter', () => {
  it.each([
    ['Queue filter', 'filter:queue'],
    ['Search now', 'filter:search-now'],
    ['Search in new tab', 'filter:new-tab'],
  ] as const)("emits %s's event %s with the group and the item", async (action, event) => {
    const user = userEvent.setup();
    const { emitted } = renderQuickFilter();

    await user.click(screen.getByRole('button', { name: 'Savings account' }));
    await user.click(await screen.findByRole('menuitem', { name: action }));

    expect(emitted).toEqual([[event, { group: 'products', item: { id: 31, label: 'Savings account', value: '31' } }]]);
  });

  it('closes the menu after a choice and opens it again on the next click', async () => {
    const user = userEvent.setup();
    const { emitted } = renderQuickFilter();
    const name = () => screen.getByRole('button', { name: 'Savings account' });

    expect(name()).toHaveAttribute('aria-expanded', 'false');
    await user.click(name());
    await user.click(await screen.findByRole('menuitem', { name: 'Queue filter' }));
    expect(name()).toHaveAttribute('aria-expanded', 'false');

    await user.click(name());
    expect(name()).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('menuitem', { name: 'Search now' }));
    expect(emitted.map(([event]) => event)).toEqual(['filter:queue', 'filter:search-now']);
  });

  it('opens from the keyboard and keeps the focus on the name', async () => {
    const user = userEvent.setup();
    renderQuickFilter();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Savings account' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('menuitem', { name: 'Queue filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Savings account' })).toHaveFocus();
  });
});
