import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { imageSizeOf } from '../imageSize';
import { active, renderWhatsAppPage, serveWhatsApp } from '../testWhatsApp';

jest.mock('../imageSize', () => ({ imageSizeOf: jest.fn() }));
jest.mocked(imageSizeOf).mockImplementation(async (file: File) => (file.name.startsWith('small') ? { width: 399, height: 800 } : { width: 400, height: 400 }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const picture = (name: string) => new NodeFile([new Uint8Array(10)], name, { type: 'image/png' }) as unknown as File;

test('the business profile is read, a picture under 400×400 is refused in the browser, and the profile is saved with the uploaded one', async () => {
  serveWhatsApp();
  const saved: Record<string, unknown>[] = [];
  const uploaded: string[] = [];
  server.use(
    http.get(apiUrl('/whatsapp/get-chat-profile'), ({ request }) =>
      HttpResponse.json({ success: true, data: { phone: new URL(request.url).searchParams.get('phone'), about: 'Best shop', websites: ['https://shop.example.com'], sendReadStatus: true } }),
    ),
    http.post(apiUrl('/whatsapp/upload-whatsapp-file'), async ({ request }) => {
      uploaded.push(String((await request.formData()).get('dir')));
      return HttpResponse.json({ success: true, data: { status: 1, hash: 'pic-hash' } });
    }),
    http.post(apiUrl('/whatsapp/set-chat-profile'), async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, data: { status: 1 } });
    }),
  );
  renderWhatsAppPage();
  await user().click(await screen.findByRole('tab', { name: 'Numbers' }));
  const table = within(await screen.findByRole('table', { name: 'Your WhatsApp numbers' }));
  await user().click(within(table.getByText(active.phone).closest('tr')!).getByRole('button', { name: 'Business profile' }));
  expect(await screen.findByDisplayValue('Best shop')).toBeInTheDocument();
  const pictureInput = screen.getByLabelText('Profile picture');
  await user().upload(pictureInput, picture('small.png'));
  expect(await screen.findByText('The picture is not valid (at least 400×400).')).toBeInTheDocument();
  expect(uploaded).toEqual([]);
  await user().upload(pictureInput, picture('shop.png'));
  await waitFor(() => expect(uploaded).toEqual(['profile']));
  await user().type(screen.getByRole('textbox', { name: 'Address' }), '1 Herzl St');
  await user().click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({ phone: active.phone, about: 'Best shop', address: '1 Herzl St', websites: ['https://shop.example.com'], sendReadStatus: true, profilePicture: 'pic-hash' });
  expect(await screen.findByText('The business profile was saved.')).toBeInTheDocument();
});
