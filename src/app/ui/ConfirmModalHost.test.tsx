import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirm, type ConfirmAnswer, type ConfirmOptions } from '../state/confirmModal';
import type { Language } from '../state/preferences';
import { renderWithProviders } from '../test/render';
import { ConfirmModalHost } from './ConfirmModalHost';
import { findModal } from '../test/findModal';

async function openConfirm(options: ConfirmOptions, language: Language = 'en') {
  const { store } = renderWithProviders(<ConfirmModalHost />, { preloadedState: { preferences: { language, theme: 'light' } } });
  // The host is mounted once the locale has loaded.
  await waitFor(() => expect(document.documentElement.lang).toBe(language));
  let answer!: Promise<ConfirmAnswer>;
  act(() => {
    answer = store.dispatch(confirm(options));
  });
  return { store, answer };
}

const okButton = (modal: HTMLElement) => within(modal).getByText('OK', { selector: 'button > span' }).closest('button')!;

test('OK resolves true and Cancel resolves false', async () => {
  const user = userEvent.setup();
  const first = await openConfirm({ type: 'confirm', message: 'campaign.send.confirm', title: 'Send now?' });
  let modal = await findModal('Send now?');
  expect(within(modal).getByText('campaign.send.confirm')).toBeInTheDocument();
  await user.click(okButton(modal));
  await expect(first.answer).resolves.toBe(true);
  expect(first.store.getState().confirmModal.open).toBe(false);

  let second!: Promise<ConfirmAnswer>;
  act(() => {
    second = first.store.dispatch(confirm({ type: 'warning', message: 'Are you sure?' }));
  });
  modal = await findModal('Please note');
  await user.click(within(modal).getByText('Cancel', { selector: 'button > span' }));
  await expect(second).resolves.toBe(false);
});

test("an alert that comes while a question is open waits for its answer instead of cancelling it (a request's error during a confirm)", async () => {
  const user = userEvent.setup();
  const question = await openConfirm({ type: 'confirm', message: 'Block these customers?', title: 'Block' });
  await findModal('Block');
  let earlier!: Promise<ConfirmAnswer>;
  let alert!: Promise<ConfirmAnswer>;
  act(() => {
    earlier = question.store.dispatch(confirm({ type: 'error', message: 'The list failed.', hideCancel: true }));
    alert = question.store.dispatch(confirm({ type: 'error', message: 'The search failed.', hideCancel: true }));
  });
  // A flood is one OK: only the latest alert waits, as on screen one replaces the other.
  await expect(earlier).resolves.toBe(false);
  // The question stays, and its OK answers it.
  const modal = await findModal('Block');
  expect(within(modal).getByText('Block these customers?')).toBeInTheDocument();
  expect(screen.queryByText('The search failed.')).toBeNull();
  await user.click(okButton(modal));
  await expect(question.answer).resolves.toBe(true);
  // Then the alert shows, and is answered in its turn.
  const shown = await findModal('Something went wrong');
  expect(within(shown).getByText('The search failed.')).toBeInTheDocument();
  expect(screen.queryByText('The list failed.')).toBeNull();
  await user.click(okButton(shown));
  await expect(alert).resolves.toBe(true);
  expect(question.store.getState().confirmModal.open).toBe(false);
});

test('translates a message key with its values and shows other text as it came', async () => {
  const { store } = await openConfirm({ type: 'error', message: 'shell.credits.creditsLeftWA', messageValues: { amount: 7 } });
  const modal = await findModal('Something went wrong');
  expect(within(modal).getByText('Messages left: 7')).toBeInTheDocument();
  act(() => {
    void store.dispatch(confirm({ type: 'info', message: 'The server said: no. Really.' }));
  });
  expect(await screen.findByText('The server said: no. Really.')).toBeInTheDocument();
});

test('an alert hides Cancel', async () => {
  await openConfirm({ type: 'info', message: 'Saved.', hideCancel: true });
  const modal = await findModal('For your information');
  expect(within(modal).queryByText('Cancel', { selector: 'button > span' })).toBeNull();
});

test('a persistent modal does not close with Escape and has no close button', async () => {
  const { store, answer } = await openConfirm({ type: 'warning', message: 'Stay?', isPersistent: true });
  const modal = await findModal('Please note');
  expect(modal.querySelector('.ant-modal-close')).toBeNull();
  fireEvent.keyDown(modal, { key: 'Escape', keyCode: 27 });
  expect(store.getState().confirmModal.open).toBe(true);
  let settled = false;
  void answer.then(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
});

test('a non-persistent modal closes with Escape as a cancel', async () => {
  const { answer } = await openConfirm({ type: 'confirm', message: 'Leave?' });
  const modal = await findModal('Please confirm');
  fireEvent.keyDown(modal, { key: 'Escape', keyCode: 27 });
  await expect(answer).resolves.toBe(false);
});

test('maxWidth sets the modal width', async () => {
  await openConfirm({ type: 'info', message: 'Wide', maxWidth: 900 });
  const modal = await findModal('For your information');
  expect(modal.style.width).toBe('900px');
});

describe('input mode', () => {
  test('OK stays disabled until the new list name is valid, and the typed name is the answer', async () => {
    const user = userEvent.setup();
    const { answer } = await openConfirm({ type: 'confirm', message: 'Name of the new list', inputMode: 'text', inputType: 'addNewContactList' });
    const modal = await findModal('Please confirm');
    const input = within(modal).getByRole('textbox', { name: 'Name of the new list' });
    expect(okButton(modal)).toBeDisabled();
    await user.type(input, 'x'.repeat(51));
    expect(okButton(modal)).toBeDisabled();
    expect(within(modal).getByText('The list name must be 1 to 50 characters long.')).toBeInTheDocument();
    await user.clear(input);
    expect(within(modal).getByText('This field is required.')).toBeInTheDocument();
    await user.type(input, '  Customers 2025 ');
    expect(okButton(modal)).toBeEnabled();
    await user.click(okButton(modal));
    await expect(answer).resolves.toBe('Customers 2025');
  });

  test('Enter submits a valid e-mail and does nothing while it is invalid', async () => {
    const user = userEvent.setup();
    const { store, answer } = await openConfirm({ type: 'confirm', message: 'E-mail', inputMode: 'text', inputType: 'addNewEmail' });
    const modal = await findModal('Please confirm');
    const input = within(modal).getByRole('textbox', { name: 'E-mail' });
    await user.type(input, 'dana@example{Enter}');
    expect(store.getState().confirmModal.open).toBe(true);
    expect(within(modal).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(input, '.com{Enter}');
    await expect(answer).resolves.toBe('dana@example.com');
  });

  test('an IP address must be IPv4 or IPv6', async () => {
    const user = userEvent.setup();
    const { answer } = await openConfirm({ type: 'confirm', message: 'Allowed IP', inputMode: 'text', inputType: 'addNewIp' });
    const modal = await findModal('Please confirm');
    const input = within(modal).getByRole('textbox', { name: 'Allowed IP' });
    await user.type(input, '10.0.0.300');
    expect(okButton(modal)).toBeDisabled();
    await user.clear(input);
    await user.type(input, '2001:db8::7{Enter}');
    await expect(answer).resolves.toBe('2001:db8::7');
  });

  test('a phone number answers its 9 to 10 digits without dashes or spaces', async () => {
    const user = userEvent.setup();
    const { answer } = await openConfirm({ type: 'confirm', message: 'Phone', inputMode: 'text', inputType: 'phoneNumber', inputLabel: 'Mobile number' });
    const modal = await findModal('Please confirm');
    const input = within(modal).getByRole('textbox', { name: 'Mobile number' });
    await user.type(input, '050-12');
    expect(okButton(modal)).toBeDisabled();
    expect(within(modal).getByText('The phone number must have 9 to 10 digits.')).toBeInTheDocument();
    await user.type(input, '3 4567');
    await user.click(okButton(modal));
    await expect(answer).resolves.toBe('0501234567');
  });

  test('a date input answers the chosen day', async () => {
    const user = userEvent.setup();
    const { answer } = await openConfirm({ type: 'confirm', message: 'Until when?', inputMode: 'date' });
    const modal = await findModal('Please confirm');
    expect(okButton(modal)).toBeDisabled();
    const input = within(modal).getByRole('textbox', { name: 'Until when?' });
    await user.click(input);
    await user.type(input, '24/12/2030{Enter}');
    await waitFor(() => expect(okButton(modal)).toBeEnabled());
    await user.click(okButton(modal));
    await expect(answer).resolves.toBe('2030-12-24');
  });

  test('a new confirm starts with an empty input', async () => {
    const user = userEvent.setup();
    const { store } = await openConfirm({ type: 'confirm', message: 'First', inputMode: 'text' });
    const modal = await findModal('Please confirm');
    await user.type(within(modal).getByRole('textbox', { name: 'First' }), 'typed');
    act(() => {
      void store.dispatch(confirm({ type: 'confirm', message: 'Second', inputMode: 'text' }));
    });
    expect(await screen.findByRole('textbox', { name: 'Second' })).toHaveValue('');
  });
});

test('in Hebrew the buttons are Hebrew and the page is right to left', async () => {
  await openConfirm({ type: 'confirm', message: 'בטוח?' }, 'he');
  const modal = await findModal('אישור פעולה');
  expect(within(modal).getByText('ביטול', { selector: 'button > span' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
