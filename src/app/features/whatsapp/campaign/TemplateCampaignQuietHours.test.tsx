import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { findModal } from '../../../test/findModal';
import { approvedTemplate, renderWhatsAppPage, serveWhatsApp } from '../testWhatsApp';

test('the check tells how many recipients wait for their quiet hours and until when, the language’s way; none waiting, nothing is said', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { wa } = serveWhatsApp();
  const estimate = { status: CreateWhatsappCampaign.readyToSend, recipients: 120, creditsNeeded: 120, creditsLeft: 5000 };
  wa.campaign = () => ({ ...estimate, quietHours: { recipients: 2, until: '28/11/2026 08:00' } });
  renderWhatsAppPage();
  await waitFor(async () => expect((await screen.findByRole('combobox', { name: 'Template' })).closest('.ant-select')).toHaveTextContent(approvedTemplate.name!));
  await user.type(await screen.findByRole('textbox', { name: 'Value of variable 1' }), 'Dana');
  await user.type(screen.getByRole('textbox', { name: 'Value of variable 2' }), 'Friday');
  await user.type(screen.getByRole('textbox', { name: 'Numbers' }), '0521234567');
  await user.click(screen.getByRole('button', { name: 'Check and send' }));
  const modal = await findModal('Send the WhatsApp campaign?');
  expect(within(modal).getByText('Recipients in their quiet hours: 2. They get the message when their quiet hours end, the last by 28 Nov 2026, 08:00 (Israel time).')).toBeInTheDocument();

  await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
  wa.campaign = () => estimate;
  await user.click(screen.getByRole('button', { name: 'Check and send' }));
  const again = await findModal('Send the WhatsApp campaign?');
  await waitFor(() => expect(within(again).getByText('Recipients').closest('tr')).toHaveTextContent('120'));
  expect(within(again).queryByText(/quiet hours/)).not.toBeInTheDocument();
});
