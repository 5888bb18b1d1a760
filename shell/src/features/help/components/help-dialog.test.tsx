import { screen, waitFor, within } from '@testing-library/react';
import type { HelpTicket } from 'shared-contracts';
import { dialogButton, fill, findDialog } from '../../../testing/dialogs';
import type { FakeRoutes } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { HelpDialog } from './help-dialog';
import { computeInlineStylesOnly } from 'shared-ui/testing';

const TICKET: HelpTicket = {
  id: 12,
  email: 'analyst@demo.test',
  title: 'Cannot export',
  message: 'The export fails',
  name: 'Ana Analyst',
  company: '',
  country: 'AR',
  messageType: 'reports',
  createdAt: '2024-06-30T12:00:00.000Z',
  file: null,
};

async function openHelp(routes: FakeRoutes, countries = ['AR' as const]) {
  const onClose = jest.fn();
  const view = await renderSignedIn(<HelpDialog onClose={onClose} />, { routes, claims: { countries } });
  return { ...view, onClose, dialog: await findDialog('Help and Support') };
}

async function chooseType(user: Awaited<ReturnType<typeof openHelp>>['user'], dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByLabelText('Message type'));
  await user.click(await screen.findByTitle(label));
}

describe('help dialog', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('marks the required fields and says what is missing', async () => {
    const { user, dialog, api } = await openHelp({}, []);
    for (const label of ['Email', 'Title', 'Message', 'Full name', 'Country', 'Message type']) {
      expect(within(dialog).getByText(label).closest('label')).toHaveClass('ant-form-item-required');
    }
    expect(within(dialog).getByText('Company').closest('label')).not.toHaveClass('ant-form-item-required');
    expect(dialog).toHaveTextContent('Fields marked with * are required.');

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(dialogButton(dialog, 'Send'));
    for (const message of [
      'Enter a valid email address',
      'Enter a title.',
      'Enter your message.',
      'Choose a country.',
      'Choose a message type.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.requests).toHaveLength(0);
  });

  it('sends the ticket as multipart with the file, then closes and gives its number', async () => {
    const { user, dialog, api, onClose } = await openHelp({ 'POST /v2/help/tickets': { status: 201, body: TICKET } });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('analyst@demo.test');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ana Analyst');
    await fill(user, within(dialog).getByLabelText('Title'), 'Cannot export');
    await fill(user, within(dialog).getByLabelText('Message'), 'The export fails');
    await chooseType(user, dialog, 'Reports');
    const file = new File(['hello'], 'screenshot.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(dialogButton(dialog, 'Send'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      email: 'analyst@demo.test',
      title: 'Cannot export',
      message: 'The export fails',
      name: 'Ana Analyst',
      company: '',
      country: 'AR',
      messageType: 'reports',
    });
    expect((form.get('file') as File).name).toBe('screenshot.png');
    expect(await screen.findByText('Your ticket #12 was sent. We will answer by e-mail.')).toBeInTheDocument();
  });

  it("shows the API's error and stays open", async () => {
    const { user, dialog, onClose } = await openHelp({
      'POST /v2/help/tickets': { status: 413, body: { error: 'The file must be at most 5 MB.' } },
    });
    await fill(user, within(dialog).getByLabelText('Title'), 'Big file');
    await fill(user, within(dialog).getByLabelText('Message'), 'See attached');
    await chooseType(user, dialog, 'Other');
    await user.click(dialogButton(dialog, 'Send'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file must be at most 5 MB.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
