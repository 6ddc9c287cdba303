import { File as NodeFile } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWhatsAppPage, serveWhatsApp } from '../testWhatsApp';
import { imageSizeOf } from '../imageSize';

// jsdom loads no images: a picture's size is what its name says.
jest.mock('../imageSize', () => ({ imageSizeOf: jest.fn() }));
jest.mocked(imageSizeOf).mockImplementation(async (file: File) => (file.name.startsWith('small') ? { width: 300, height: 300 } : { width: 640, height: 640 }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const helpOf = (field: HTMLElement) => field.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
// The test environment's fetch and FormData are Node's, so a file that goes in a form is Node's too.
const fileOf = (name: string, type: string, bytes = 10) => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
const picture = (name: string, bytes = 10) => fileOf(name, 'image/png', bytes);

async function openForm() {
  renderWhatsAppPage();
  await user().click(await screen.findByRole('tab', { name: 'Numbers' }));
  await user().click(await screen.findByRole('button', { name: 'Onboarding form' }));
  return screen.findByRole('textbox', { name: 'Client name' });
}

async function fillIn() {
  const typeIn = async (name: string, text: string) => user().type(screen.getByRole('textbox', { name }), text);
  await typeIn('Client name', 'Dana Levi');
  await typeIn('Client identity number', '123456782');
  await typeIn('Date of birth (dd/mm/yyyy)', '01/02/1990');
  await typeIn('Business name', 'Dana Shop');
  await typeIn('Business number', '512345678');
  await typeIn('Name customers see', 'Dana Shop');
  await typeIn('Address', '1 Herzl St, Tel Aviv');
  await typeIn('E-mail', 'dana@example.com');
  await typeIn('Number to verify', '972504440000');
  await user().upload(screen.getByLabelText('Identity document'), fileOf('id.pdf', 'application/pdf'));
}

test('a profile picture under 400×400 and a file over 16MB are refused under their fields before sending', async () => {
  const { asked } = serveWhatsApp();
  await openForm();
  await fillIn();
  const pictureInput = screen.getByLabelText('Profile picture');
  await user().upload(pictureInput, picture('small.png'));
  await waitFor(() => expect(helpOf(pictureInput)).toBe('The picture is not valid (at least 400×400).'));
  const logo = screen.getByLabelText('Logo');
  await user().upload(logo, picture('logo.png', 16 * 1024 * 1024 + 1));
  await waitFor(() => expect(helpOf(logo)).toBe('The file is larger than 16MB.'));
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  expect(asked.createUser).toEqual([]);
});

test("the server's refusal of a field shows under it; a good form goes as multipart with the birthday's digits", async () => {
  const { asked, wa } = serveWhatsApp({ createUser: { status: -13 } });
  await openForm();
  await fillIn();
  await user().upload(screen.getByLabelText('Profile picture'), picture('shop.png'));
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  await waitFor(() => expect(helpOf(screen.getByRole('textbox', { name: 'Address' }))).toBe('The address is not valid.'));
  expect(asked.createUser[0]).toMatchObject({
    clientName: 'Dana Levi',
    clientId: '123456782',
    birthday: '01021990',
    ownNumber: 'true',
    numberToVerify: '972504440000',
    profilePicture: 'file:shop.png',
    idFile: 'file:id.pdf',
  });

  wa.createUser = { status: 1 };
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  expect(await screen.findByText('Your details were received and are waiting for approval.')).toBeInTheDocument();
  expect(asked.createUser).toHaveLength(2);
});

test('required fields and nine-digit ids are checked in the browser', async () => {
  const { asked } = serveWhatsApp();
  const clientName = await openForm();
  await user().type(screen.getByRole('textbox', { name: 'Client identity number' }), '12345');
  await user().click(screen.getByRole('button', { name: 'Send for approval' }));
  await waitFor(() => expect(helpOf(screen.getByRole('textbox', { name: 'Client identity number' }))).toBe('Enter 9 digits.'));
  await waitFor(() => expect(helpOf(clientName)).toBe('Enter a name of 2 to 100 characters.'));
  await waitFor(() => expect(helpOf(screen.getByLabelText('Profile picture'))).toBe('Attach this file.'));
  expect(asked.createUser).toEqual([]);
});
