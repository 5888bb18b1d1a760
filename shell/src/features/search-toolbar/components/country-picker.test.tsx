import { screen, within } from '@testing-library/react';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';

const ALLOWED = { countries: ['AR', 'US', 'BR', 'VE'] as const };

async function openPicker(options: Parameters<typeof renderToolbar>[0]) {
  const view = await renderToolbar({ ...options, claims: { countries: [...ALLOWED.countries] } });
  await view.user.click(screen.getByRole('button', { name: /Countries:/ }));
  return view;
}

describe('CountryPicker', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('picks several countries with checkboxes on Share of Voice, and tracks the search', async () => {
    const { user, search, services } = await openPicker({ page: 'shareofvoice' });
    const track = jest.spyOn(services.host, 'track');
    const dialog = await screen.findByRole('dialog', { name: 'Select countries' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Argentina (AR)', 'United States (US)', 'Brazil (BR)', 'Venezuela (VE)']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brazil (BR)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'United States (US)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(search().countries).toEqual(['AR', 'BR', 'US']);
    expect(screen.getByRole('button', { name: /Countries: AR, BR, US$/ })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('search:countries', { page: 'shareofvoice', countries: 3 });
  });

  it('does not apply an empty selection', async () => {
    const { user } = await openPicker({ page: 'shareofvoice' });
    const dialog = await screen.findByRole('dialog', { name: 'Select countries' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Argentina (AR)' }));
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('picks one country with radios on Spots List', async () => {
    const { user, search } = await openPicker({ page: 'spotslist' });
    const dialog = await screen.findByRole('dialog', { name: 'Select a country' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Venezuela (VE)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(search().countries).toEqual(['VE']);
  });

  it("offers neither VE nor US on investment, shows the rest and says so, and keeps the customer's countries", async () => {
    const { search } = await openPicker({ page: 'investment', search: { countries: ['US', 'BR', 'VE'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select countries' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Argentina (AR)', 'Brazil (BR)']);
    expect(within(dialog).getByRole('checkbox', { name: 'Brazil (BR)' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Countries: BR$/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'What this view shows of your search' })).toHaveTextContent(
      'Real-Time Spend does not cover United States (US), Venezuela (VE): it shows Brazil (BR).',
    );
    expect(search().countries).toEqual(['US', 'BR', 'VE']);
  });

  it("leaves the customer's countries as they are when the picker is applied unchanged", async () => {
    const { user, search } = await openPicker({ page: 'snapshots', search: { countries: ['BR', 'AR'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select a country' });
    expect(within(dialog).getByRole('radio', { name: 'Brazil (BR)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(search().countries).toEqual(['BR', 'AR']);
  });

  it('shows a country the page offers on snapshots when the search holds none, and says so', async () => {
    const { search } = await openPicker({ page: 'snapshots', search: { countries: ['US', 'VE'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Select a country' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('radio', { name: 'Argentina (AR)' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'What this view shows of your search' })).toHaveTextContent(
      'Snapshots does not cover United States (US), Venezuela (VE): it shows Argentina (AR).',
    );
    expect(search().countries).toEqual(['US', 'VE']);
  });
});
