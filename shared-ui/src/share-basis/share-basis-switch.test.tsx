import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilterGroups, type BreakdownDimension, type FilterGroup } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { useShareBasis, useShareBasisNote } from './share-basis';
import { ShareBasisSwitch } from './share-basis-switch';

const host = createTestHost();

function Page({ filters, dimension }: { filters: Record<FilterGroup, unknown[]>; dimension: BreakdownDimension }) {
  const choice = useShareBasis(filters, dimension);
  const note = useShareBasisNote(host.i18n, dimension, choice);
  return (
    <>
      <ShareBasisSwitch i18n={host.i18n} dimension={dimension} choice={choice} />
      <output aria-label="basis">{`${choice.basis} | ${note ?? 'no note'}`}</output>
    </>
  );
}

const advertisers = { ...emptyFilterGroups(), advertisers: [{ id: 7, label: 'Pifux', value: 'Pifux' }] };

describe('the basis of a ranking’s shares', () => {
  it('is the selected labels, said, until the customer asks for every label of the search', async () => {
    const user = userEvent.setup();
    renderWithHost(<Page filters={advertisers} dimension="advertisers" />, { host });

    expect(screen.getByLabelText('basis')).toHaveTextContent('selected | within the selected advertisers');
    await user.click(screen.getByText('among all advertisers of the search'));
    expect(screen.getByLabelText('basis')).toHaveTextContent('all | among all advertisers of the search');
    expect(screen.getByRole('radio', { name: 'among all advertisers of the search' })).toBeChecked();
  });

  it('needs no switch nor note where no filter narrows the ranking', () => {
    renderWithHost(<Page filters={advertisers} dimension="industries" />, { host });

    expect(screen.queryByRole('radiogroup', { name: 'Shares' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('basis')).toHaveTextContent('selected | no note');
  });
});
