import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { button, field, findField, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { draft, serveComposer } from '../testData';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

const dayOf = (ms: number) => formatIsraelDateTime(ms).slice(0, 10);
/** The coupon line the server adds: a newline and a link as long as a recipient's own (http://localhost/s/ + 16). */
const couponLine = 1 + 'http://localhost/s/'.length + 16;

async function pickDate(label: string, date: string) {
  const input = field(label);
  await user().click(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

test('a unique coupon: its link line counts in the message, and the coupon goes in the request', async () => {
  const sent = serveComposer({ campaign: draft() });
  renderCampaignPage('/campaign/55');
  const length = 'Hi [First name], see you in [City]'.length;
  expect(await screen.findByText(`Characters: ${length} / 536`)).toBeInTheDocument();
  await user().click(await findField('Add a coupon'));
  expect(screen.getByText(`Characters: ${length + couponLine} / 536`)).toBeInTheDocument();
  await user().click(screen.getByLabelText('A personal code for each recipient'));
  fireEvent.change(field('Coupon text (up to 600 characters)'), { target: { value: '20% off all shoes. Show the code at the till.' } });
  const last = dayOf(Date.now() + 7 * 86_400_000);
  await pickDate('Valid until (inclusive)', last);

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ coupon: { useCoupon: true, couponType: 'unique', couponCode: '20% off all shoes. Show the code at the till.', couponExpiration: last } });
});

test('a coupon without its text or that ends before the send is said, translated, and nothing is sent', async () => {
  const sent = serveComposer({ campaign: draft() });
  renderCampaignPage('/campaign/55');
  await user().click(await findField('Add a coupon'));
  await user().click(button('Send'));
  expect(await screen.findByText('Write the coupon text.')).toBeInTheDocument();
  fireEvent.change(field('Coupon text (up to 600 characters)'), { target: { value: 'SALE26' } });
  expect(await screen.findByText('Choose the last day the coupon is valid.')).toBeInTheDocument();
  await pickDate('Valid until (inclusive)', dayOf(Date.now() - 86_400_000));
  expect(await screen.findByText('The coupon expires before the send time. Choose a later date.')).toBeInTheDocument();
  await user().click(button('Send'));
  expect(sent).toHaveLength(0);
});
