import { File } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../state/store';
import { apiUrl, server } from '../test/server';
import { contactsApi } from './generated/contacts';

test('a generated upload sends a form: the file with its name, objects as JSON, numbers as text', async () => {
  const received: Record<string, string> = {};
  let fileName = '';
  server.use(
    http.post(apiUrl('/contacts/create-list-from-excel'), async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await request.formData();
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') received[name] = value;
        else {
          fileName = value.name;
          received[name] = await value.text();
        }
      }
      return HttpResponse.json({ data: { status: 1, contactListId: 9, saved: 1, duplicates: 0, failed: 0, failedRows: [] } });
    }),
  );
  const store = makeStore();
  // The test environment's fetch and FormData are Node's, so the file is Node's too.
  const file = new File(['טלפון\n0501234567\n'], 'רשימה.csv', { type: 'text/csv' });
  const answer = await store
    .dispatch(contactsApi.endpoints.createListFromExcel.initiate({ body: { file: file as unknown as globalThis.File, mapping: { mobile: 0, hasHeaderRow: true }, contactListId: -1, name: 'חדשה', importKey: 'key-12345678' } }))
    .unwrap();
  expect(answer.data?.contactListId).toBe(9);
  expect(fileName).toBe('רשימה.csv');
  expect(received).toEqual({ file: 'טלפון\n0501234567\n', mapping: '{"mobile":0,"hasHeaderRow":true}', contactListId: '-1', name: 'חדשה', importKey: 'key-12345678' });
});
