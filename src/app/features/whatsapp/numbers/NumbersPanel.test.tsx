import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numberStates } from '../../../../domain/whatsapp';
import { active, renderWhatsAppPage, serveWhatsApp, verified, waiting } from '../testWhatsApp';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openNumbers(language: 'en' | 'he' = 'en') {
  renderWhatsAppPage('/whatsapp-campaign-chat', language);
  await user().click(await screen.findByRole('tab', { name: language === 'he' ? 'מספרים' : 'Numbers' }));
  return within(await screen.findByRole('table', { name: language === 'he' ? 'מספרי הוואטסאפ שלך' : 'Your WhatsApp numbers' }));
}
const rowOf = (table: ReturnType<typeof within>, phone: string) => within(table.getByText(phone).closest('tr')!);

test('every number shows its state in words, in Hebrew right to left too', async () => {
  const { wa } = serveWhatsApp();
  wa.meta.phones = numberStates.map((state, i) => ({ phone: `9725000000${String(i).padStart(2, '0')}`, state }));
  const table = await openNumbers('he');
  expect(rowOf(table, '972500000000').getByText('אימות אוטומטי')).toBeInTheDocument();
  expect(rowOf(table, '972500000007').getByText('פעיל')).toBeInTheDocument();
  expect(rowOf(table, '972500000009').getByText('חסום')).toBeInTheDocument();
  expect(rowOf(table, '972500000010').getByText('נמחק')).toBeInTheDocument();
  expect(document.querySelector('.ant-tabs-rtl')).not.toBeNull();
});

test('registering an own number leads to its verification: a code by SMS, then the six digits', async () => {
  const { asked } = serveWhatsApp();
  await openNumbers();
  await user().click(screen.getByRole('button', { name: 'Register a number' }));
  await user().type(screen.getByRole('textbox', { name: 'Number' }), '12');
  await user().click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('Enter the number in digits only, 9 to 16 digits.')).toBeInTheDocument();
  expect(asked.register).toEqual([]);
  await user().clear(screen.getByRole('textbox', { name: 'Number' }));
  await user().type(screen.getByRole('textbox', { name: 'Number' }), '972504440000');
  await user().click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(asked.register).toEqual([{ phone: '972504440000', ownNumber: true }]));
  expect(await screen.findByText('Verify 972504440000')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Send me a code' }));
  await waitFor(() => expect(asked.verify).toEqual([{ phone: '972504440000', method: 1 }]));
  await user().type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
  // The form's own button, not the table's Verify of the waiting number.
  await user().click(within(screen.getByRole('textbox', { name: 'Code' }).closest('form')!).getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(asked.verify[1]).toEqual({ phone: '972504440000', method: 1, code: '123456' }));
  expect(await screen.findByText('The number was verified.')).toBeInTheDocument();
});

test('a pool number is offered and registered without a number to type; a waiting number is verified by call', async () => {
  const { asked } = serveWhatsApp({ register: { status: 1 } });
  const table = await openNumbers();
  await user().click(screen.getByRole('button', { name: 'Register a number' }));
  await user().click(screen.getByRole('radio', { name: 'A system number' }));
  expect(await screen.findByText('The system number 972509990000 is free for you.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(asked.register).toEqual([{ phone: '972509990000', ownNumber: false }]));

  await user().click(rowOf(table, waiting.phone).getByRole('button', { name: 'Verify' }));
  await user().click(screen.getByRole('radio', { name: 'By a phone call' }));
  await user().click(screen.getByRole('button', { name: 'Send me a code' }));
  await waitFor(() => expect(asked.verify).toEqual([{ phone: waiting.phone, method: 2 }]));
});

test('a verified number gets its business account; an account can be deleted after confirming', async () => {
  const { asked } = serveWhatsApp();
  const table = await openNumbers();
  expect(rowOf(table, active.phone).queryByRole('button', { name: 'Create business account' })).not.toBeInTheDocument();
  await user().click(rowOf(table, verified.phone).getByRole('button', { name: 'Create business account' }));
  await user().type(screen.getByRole('textbox', { name: 'Name customers see' }), 'Dana Shop');
  await user().click(screen.getAllByRole('button', { name: 'Create business account' }).at(-1)!);
  await waitFor(() => expect(asked.createAccount).toEqual([{ phone: verified.phone, displayName: 'Dana Shop' }]));

  await user().click(rowOf(table, active.phone).getByRole('button', { name: 'Delete account' }));
  await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete account' }));
  await waitFor(() => expect(asked.deleteAccount).toEqual([{ accountId: 5 }]));
});
