import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approvedTemplate, active, renderWhatsAppPage, serveWhatsApp } from '../testWhatsApp';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openBuilder() {
  renderWhatsAppPage();
  await user().click(await screen.findByRole('tab', { name: 'Templates' }));
  return screen.findByRole('textbox', { name: 'Message' });
}
/** The field's own help line under it (antd's Form.Item explain). */
const helpOf = (field: HTMLElement) => field.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

test('a variable that starts the body shows its problem under the body, and nothing is sent', async () => {
  const { asked } = serveWhatsApp();
  const body = await openBuilder();
  // userEvent reads { as a key descriptor: doubled, it types the brace itself.
  await user().type(body, '{{{{1}} is your code');
  await waitFor(() => expect(helpOf(body)).toBe('The message may not start or end with a variable.'));
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  await waitFor(() => expect(helpOf(screen.getByRole('textbox', { name: 'Template name' }))).toBe('Use lowercase English letters, digits and underscores only.'));
  expect(asked.createTemplate).toEqual([]);
});

test('the preview shows the body with its samples filled in, the footer and the buttons', async () => {
  serveWhatsApp();
  const body = await openBuilder();
  await user().type(body, 'Hello ');
  await user().click(screen.getByRole('button', { name: 'Add a variable' }));
  await user().type(body, ', see you soon');
  const preview = screen.getByRole('figure', { name: 'Preview' });
  // No sample yet: the gap shows as the placeholder.
  expect(within(preview).getByTestId('preview-body')).toHaveTextContent('Hello {{1}}, see you soon');
  await user().type(screen.getByRole('textbox', { name: 'Sample of variable 1' }), 'Dana');
  expect(within(preview).getByTestId('preview-body')).toHaveTextContent('Hello Dana, see you soon');
  await user().type(screen.getByRole('textbox', { name: 'Footer' }), 'Reply STOP to stop');
  await user().click(screen.getByRole('button', { name: /Add a quick reply/ }));
  await user().type(screen.getByRole('textbox', { name: 'Quick reply 1' }), 'Yes please');
  expect(within(preview).getByText('Reply STOP to stop')).toBeInTheDocument();
  expect(within(preview).getByText('Yes please')).toBeInTheDocument();
});

test('a right template goes to create-template with its samples and buttons for the chosen number', async () => {
  const { asked } = serveWhatsApp();
  const body = await openBuilder();
  await user().type(screen.getByRole('textbox', { name: 'Template name' }), 'autumn_sale');
  await user().type(body, 'Hi ');
  await user().click(screen.getByRole('button', { name: 'Add a variable' }));
  await user().type(body, ', 20% off today');
  await user().type(screen.getByRole('textbox', { name: 'Sample of variable 1' }), 'Dana');
  await user().click(screen.getByRole('button', { name: /Add a button/ }));
  await user().type(screen.getByRole('textbox', { name: 'Text of button 1' }), 'Shop now');
  await user().type(screen.getByRole('textbox', { name: 'Address of button 1' }), 'https://shop.example.com');
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  await waitFor(() => expect(asked.createTemplate).toHaveLength(1));
  expect(asked.createTemplate[0]).toMatchObject({
    phone: active.phone,
    name: 'autumn_sale',
    body: 'Hi {{1}}, 20% off today',
    bodyVariableSample1: 'Dana',
    header: 'none',
    isCoupon: false,
    callToAction: [{ type: 'website', text: 'Shop now', url: 'https://shop.example.com' }],
  });
  expect(await screen.findByText('The template was sent for approval. Approval usually takes 1 to 5 hours.')).toBeInTheDocument();
  // The form starts over for the next template.
  expect(screen.getByRole('textbox', { name: 'Template name' })).toHaveValue('');
});

test('a coupon template refuses a footer and a short-link website, each under its field', async () => {
  serveWhatsApp();
  const body = await openBuilder();
  await user().type(body, 'Your coupon is ready');
  await user().click(screen.getByRole('switch', { name: 'Coupon' }));
  const footer = screen.getByRole('textbox', { name: 'Footer' });
  await user().type(footer, 'Thanks');
  await waitFor(() => expect(helpOf(footer)).toBe('A coupon template has no footer.'));
  await user().click(screen.getByRole('button', { name: /Add a button/ }));
  await user().type(screen.getByRole('textbox', { name: 'Text of button 1' }), 'Open');
  await user().type(screen.getByRole('textbox', { name: 'Address of button 1' }), 'https://bit.ly/abc');
  await waitFor(() => expect(helpOf(screen.getByRole('textbox', { name: 'Address of button 1' }))).toBe('Enter a full website address; short links and WhatsApp links are not allowed.'));
});

test("the number's templates show their standing, a refusal's reason, and can be deleted", async () => {
  const { asked } = serveWhatsApp();
  await openBuilder();
  const table = within(await screen.findByRole('table', { name: 'Templates of this number' }));
  const row = (await table.findByText('promo')).closest('tr')!;
  expect(within(row).getByText('Not approved')).toBeInTheDocument();
  expect(within(row).getByText('The template was rejected: invalid format.')).toBeInTheDocument();
  expect(within(table.getByText(approvedTemplate.name!).closest('tr')!).getByText('Approved')).toBeInTheDocument();
  expect(within(table.getByText('welcome').closest('tr')!).getByText('Awaiting approval')).toBeInTheDocument();
  await user().click(within(row).getByRole('button', { name: 'Delete' }));
  // The confirmation's own Delete, in the popover.
  const popover = await screen.findByRole('tooltip');
  await user().click(within(popover).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(asked.deleteTemplate).toEqual([{ id: 13 }]));
});
