/** msw handlers and user steps shared by the upload tests. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { ContactsImportProgress, ContactsImportResult } from '../../../api/generated/contacts';
import { apiUrl, server } from '../../../test/server';
import { ReadFileColumns } from '../../../../contract/statusCodes';

/**
 * Node's File, not jsdom's: the test environment's FormData is Node's and takes only Node's
 * blobs, as a browser's FormData takes the browser's files.
 */
export const xlsxFile = (name: string, size?: number): File => {
  const file = new NodeFile(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** What one create-list-from-excel call sent. */
export interface SentImport {
  fileName: string;
  mapping: unknown;
  contactListId: string | null;
  name: string | null;
  importKey: string | null;
}

export function serveReadColumns(rowsOf: (fileName: string) => string[][]) {
  const read: string[] = [];
  server.use(
    http.post(apiUrl('/contacts/read-file-columns'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      read.push(file.name);
      return HttpResponse.json({ data: { status: ReadFileColumns.read, kind: 'xlsx', rows: rowsOf(file.name) } });
    }),
  );
  return read;
}

/** Answers each import with `answer`, after `gate` (when given) lets it finish. */
export function serveImport(answer: (sent: SentImport) => ContactsImportResult, gate?: Promise<void>) {
  const sent: SentImport[] = [];
  server.use(
    http.post(apiUrl('/contacts/create-list-from-excel'), async ({ request }) => {
      const form = await request.formData();
      const one: SentImport = {
        fileName: (form.get('file') as File).name,
        mapping: JSON.parse(String(form.get('mapping'))),
        contactListId: form.get('contactListId') as string | null,
        name: form.get('name') as string | null,
        importKey: form.get('importKey') as string | null,
      };
      sent.push(one);
      await gate;
      return HttpResponse.json({ data: answer(one) });
    }),
  );
  return sent;
}

export function serveProgress(progress: ContactsImportProgress) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/contacts/get-import-progress'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('importKey') ?? '');
      return HttpResponse.json({ data: progress });
    }),
  );
  return asked;
}

export const fileInput = (): HTMLInputElement => document.querySelector('input[type="file"]') as HTMLInputElement;

/** antd draws the clickable options apart from its accessible listbox; they carry the title. */
/** A user whose clicks skip the pointer-events check: antd's layers make that check slow in jsdom. */
export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** A column's choice, found by its label: role queries walk the whole antd tree and are slow in jsdom. */
const columnChoice = (column: string): HTMLElement => {
  const shown = screen.getAllByLabelText(column, { selector: 'input' }).filter((input) => !input.closest('[aria-hidden="true"], .ant-tabs-tabpane-hidden'));
  if (shown.length !== 1) throw new Error(`${shown.length} shown choices for ${column}`);
  return shown[0];
};

export async function chooseInColumn(column: string, option: string) {
  await user().click(columnChoice(column));
  const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter((d) => !d.className.includes('hidden'));
  await user().click(within(open[open.length - 1]).getByTitle(option));
}

/** The label shown in a column's choice. */
export const chosenIn = (column: string): string => columnChoice(column).closest('.ant-select')?.textContent ?? '';
