import { act, within } from '@testing-library/react';
import type { Campaign } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { findDialog, waitForDialogClosed } from '../../../testing/dialogs';
import { renderWithDialogs } from '../../../testing/render-with-dialogs';

const CAMPAIGN: Campaign = {
  id: 77,
  advertiser: 'Banco Sol',
  advertiserId: 11,
  industry: 'Banking',
  industryId: 5,
  product: 'Cuenta Sueldo',
  productId: 21,
  platform: 'Desktop',
  platformId: 1,
  format: 'Standard ADs',
  formatId: 2,
  category: 'Finance',
  style: 'default',
  styleAttributes: {},
  creativity: '/api/creatives/77/creative.svg',
  firstSeenDate: '2024-05-02',
  lastSeen: 'Diario Uno',
  lastSeenDate: '2024-06-18',
  lastSeenUrl: 'https://www.diariouno.example/economia/nota-1',
  lastSeenScreenshot: '/api/creatives/77/screenshot.svg',
  spots: 12345,
  pViewability: null,
};

/** The value the record shows for a label (antd's bordered descriptions: a header cell, then its value). */
function valueOf(dialog: HTMLElement, label: string): HTMLElement {
  const header = within(dialog).getByText(label, { selector: 'th, th *' });
  const cell = header.closest('th')?.nextElementSibling;
  if (!(cell instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return cell;
}

async function openDialog(campaign: Campaign = CAMPAIGN) {
  const view = await renderWithDialogs({ url: '/dashboard/campaigns' });
  act(() => view.services.host.openDialog({ kind: 'campaign-info', campaign }));
  const dialog = await findDialog(`Campaign details: ${campaign.advertiser}`);
  return { ...view, dialog };
}

describe('CampaignInfoDialog', () => {
  beforeEach(() => computeInlineStylesOnly());

  it("shows the campaign's full record", async () => {
    const { dialog } = await openDialog();
    const shown = Object.fromEntries(
      [
        'Advertiser',
        'Product',
        'Industry',
        'Platform',
        'Format',
        'Category',
        'Spots',
        'pViewability',
        'First seen on',
        'Last seen',
        'Last seen on',
        'Last seen at',
        'Creative style',
        'Creative',
        'Campaign ID',
      ].map((label) => [label, valueOf(dialog, label).textContent]),
    );
    expect(shown).toEqual({
      Advertiser: 'Banco Sol',
      Product: 'Cuenta Sueldo',
      Industry: 'Banking',
      Platform: 'Desktop',
      Format: 'Standard ADs',
      Category: 'Finance',
      Spots: '12.345',
      pViewability: 'N/A',
      'First seen on': '2024-05-02',
      'Last seen': 'Diario Uno',
      'Last seen on': '2024-06-18',
      'Last seen at': 'https://www.diariouno.example/economia/nota-1',
      'Creative style': 'default',
      Creative: '/api/creatives/77/creative.svg',
      'Campaign ID': '77',
    });
    expect(within(dialog).getByRole('img', { name: 'Where Banco Sol was last seen', hidden: true })).toHaveAttribute(
      'src',
      '/api/creatives/77/screenshot.svg',
    );
  });

  it('links only URLs of this site; another site’s is text to copy', async () => {
    const { dialog } = await openDialog();
    expect(within(valueOf(dialog, 'Last seen at')).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(valueOf(dialog, 'Creative')).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/api/creatives/77/creative.svg',
    );
  });

  it('says what was not recorded, and closes', async () => {
    const { dialog, user } = await openDialog({
      ...CAMPAIGN,
      lastSeenUrl: '',
      lastSeenScreenshot: '',
      pViewability: 61.5,
    });
    expect(valueOf(dialog, 'Last seen at')).toHaveTextContent('Not recorded');
    expect(valueOf(dialog, 'Last screenshot')).toHaveTextContent('Not recorded');
    expect(valueOf(dialog, 'pViewability')).toHaveTextContent('61,50');
    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitForDialogClosed('Campaign details: Banco Sol');
  });
});
