import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import userEvent from '@testing-library/user-event';
import { findModal } from '../../../test/findModal';
import { apiUrl, server } from '../../../test/server';
import { active, approvedTemplate, customers, pendingTemplate, rejectedTemplate, renderWhatsAppPage, serveWhatsApp } from '../testWhatsApp';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const templateSelect = () => screen.findByRole('combobox', { name: 'Template' });
const chosenTemplate = async () => (await templateSelect()).closest('.ant-select')!;

/** The approved template is chosen and its variables' fields are there. */
async function templateChosen() {
  await waitFor(async () => expect(await chosenTemplate()).toHaveTextContent(approvedTemplate.name!));
  await screen.findByRole('textbox', { name: 'Value of variable 1' });
}

async function chooseList(name: string) {
  await user().click(screen.getByRole('combobox', { name: 'Contact lists' }));
  await user().click(await screen.findByTitle(name, { exact: false }).catch(() => screen.findByText(new RegExp(name))));
}

test("the number's first approved template is chosen, with its variables and its filled preview", async () => {
  serveWhatsApp();
  renderWhatsAppPage();
  await templateChosen();
  expect(screen.queryByText('The template is not approved yet.')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Value of variable 1' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Value of variable 2' })).toBeInTheDocument();
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), '[[FIRST_NAME]');
  expect(within(screen.getByRole('figure', { name: 'Preview' })).getByTestId('preview-body')).toHaveTextContent('Hello [FIRST_NAME], the sale ends on {{2}}.');
});

test('none approved: the first is chosen and the page says whether it waits or was refused; none at all says so', async () => {
  const { wa } = serveWhatsApp();
  wa.templates[active.phone] = [pendingTemplate, rejectedTemplate];
  const { unmount } = renderWhatsAppPage();
  expect(await screen.findByText('The template is not approved yet.')).toBeInTheDocument();
  expect(await chosenTemplate()).toHaveTextContent('welcome');
  unmount();

  wa.templates[active.phone] = [rejectedTemplate, pendingTemplate];
  const second = renderWhatsAppPage();
  expect(await screen.findByText('The template was not approved.')).toBeInTheDocument();
  second.unmount();

  wa.templates[active.phone] = [];
  renderWhatsAppPage();
  expect(await screen.findByText('This number has no templates yet. Build one in the Templates tab.')).toBeInTheDocument();
});

test('send checks first (validate true), shows the estimate to confirm, then sends (validate false); the messages left follow', async () => {
  const { asked, wa } = serveWhatsApp();
  renderWhatsAppPage();
  await templateChosen();
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), '[[FIRST_NAME]');
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 2' }), 'Friday');
  await chooseList(customers.name);
  await user().type(screen.getByRole('textbox', { name: 'Numbers' }), '0521234567\nnot a phone');
  expect(await screen.findByText('Not phone numbers (1): not a phone')).toBeInTheDocument();
  // The estimate is asked once the choice settles.
  expect(await screen.findByText('120 recipients, 120 credits (you have 5,000).')).toBeInTheDocument();
  expect(asked.calc.at(-1)).toMatchObject({ sourcePhone: active.phone, templateId: 11 });

  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  const modal = await findModal('Send the WhatsApp campaign?');
  expect(asked.campaign).toHaveLength(1);
  expect(within(modal).getByText('Recipients').closest('tr')).toHaveTextContent('120');
  expect(within(modal).getByText('Credits left').closest('tr')).toHaveTextContent('5,000');
  wa.meta.creditsLeft = 4880;
  await user().click(within(modal).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(asked.campaign).toHaveLength(2));
  expect(await screen.findByText('WhatsApp messages left: 4,880')).toBeInTheDocument();
  const destinations = [
    { type: 'cl', id: 7, name: 'Customers', totalDestinations: 120 },
    { type: 'new_phone', phone: '972521234567' },
  ];
  expect(asked.campaign.map((c) => c.validate)).toEqual([true, false]);
  for (const call of asked.campaign) {
    expect(call).toMatchObject({ campaignId: -1, sourcePhone: active.phone, templateId: 11, variables: ['[FIRST_NAME]', 'Friday'], destinations });
  }
  expect(await screen.findByText('The WhatsApp campaign was sent.')).toBeInTheDocument();
});

test('a refused check is shown from the status table and nothing is sent', async () => {
  const { asked, wa } = serveWhatsApp();
  wa.campaign = () => ({ status: -23 });
  renderWhatsAppPage();
  await templateChosen();
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), 'Dana');
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 2' }), 'Friday');
  await user().type(screen.getByRole('textbox', { name: 'Numbers' }), '0521234567');
  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  expect(await screen.findByText('The daily WhatsApp limit was reached.')).toBeInTheDocument();
  expect(asked.campaign).toHaveLength(1);
});

test('empty variables and no recipients are said under their fields before anything is asked', async () => {
  const { asked } = serveWhatsApp();
  renderWhatsAppPage();
  await templateChosen();
  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  expect((await screen.findAllByText('Give a value for this variable.')).length).toBe(2);
  expect(asked.campaign).toEqual([]);
});

test('a test send goes to up to 3 numbers; a refusal shows the reason WhatsApp gave', async () => {
  const { asked, wa } = serveWhatsApp();
  wa.example = { status: -9, rejectionReason: 7 };
  renderWhatsAppPage();
  await templateChosen();
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), 'Dana');
  const phones = screen.getByRole('textbox', { name: 'Test numbers' });
  await user().type(phones, '0521111111, 0522222222, 0523333333, 0524444444');
  expect(await screen.findByText('Up to 3 numbers.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send test' })).toBeDisabled();
  await user().clear(phones);
  await user().type(phones, '0521111111');
  await user().click(screen.getByRole('button', { name: 'Send test' }));
  expect(await screen.findByText("The message was not sent: the recipient's WhatsApp is too old.")).toBeInTheDocument();
  expect(asked.example).toEqual([{ sourcePhone: active.phone, templateId: 11, phones: ['972521111111'], variables: ['Dana', ''] }]);
});

async function pickStart(text: string) {
  const input = screen.getByRole('textbox', { name: 'Start time' });
  await user().click(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

test('a campaign for later goes with its Israeli start time; one 10 minutes away or less is refused under the field', async () => {
  const { asked } = serveWhatsApp();
  renderWhatsAppPage();
  await templateChosen();
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), 'Dana');
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 2' }), 'Friday');
  await user().type(screen.getByRole('textbox', { name: 'Numbers' }), '0521234567');
  await user().click(screen.getByRole('radio', { name: 'At a set time' }));
  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  expect(await screen.findByText('Choose the start time.')).toBeInTheDocument();
  await pickStart(formatIsraelDateTime(Date.now() + 5 * 60_000));
  expect(await screen.findByText('The start time must be more than 10 minutes from now.')).toBeInTheDocument();
  expect(asked.campaign).toEqual([]);

  const start = formatIsraelDateTime(Date.now() + 2 * 86_400_000);
  await pickStart(start);
  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  await waitFor(() => expect(asked.campaign).toHaveLength(1));
  expect(asked.campaign[0]).toMatchObject({ isFuture: true, startDate: start, validate: true });
});

test("a media header's file is uploaded for the campaign and goes with it", async () => {
  const { asked, wa } = serveWhatsApp();
  wa.templates[active.phone] = [{ ...approvedTemplate, header: 'image', headerSample: 'sample-hash' }];
  const uploads: string[] = [];
  server.use(
    http.post(apiUrl('/whatsapp/upload-whatsapp-file'), async ({ request }) => {
      const form = await request.formData();
      uploads.push(String(form.get('dir')));
      return HttpResponse.json({ success: true, data: { status: 1, hash: 'banner-hash' } });
    }),
  );
  renderWhatsAppPage();
  await templateChosen();
  await user().upload(screen.getByLabelText('Header file'), new NodeFile([new Uint8Array(10)], 'banner.png', { type: 'image/png' }) as unknown as File);
  expect(await screen.findByText('banner.png')).toBeInTheDocument();
  expect(uploads).toEqual(['campaigns']);
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 1' }), 'Dana');
  await user().type(screen.getByRole('textbox', { name: 'Value of variable 2' }), 'Friday');
  await user().type(screen.getByRole('textbox', { name: 'Numbers' }), '0521234567');
  await user().click(screen.getByRole('button', { name: 'Check and send' }));
  await waitFor(() => expect(asked.campaign).toHaveLength(1));
  expect(asked.campaign[0]).toMatchObject({ headerFile: 'banner-hash' });
});
