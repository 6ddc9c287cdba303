import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { servePageData } from '../renderContactsPage';
import UploadListsPage from '../UploadListsPage';
import { fileInput, serveImport, serveProgress, serveReadColumns, xlsxFile } from './testUploads';

function renderPage(language: Language = 'en') {
  return renderWithProviders(<UploadListsPage />, { route: '/upload-lists', path: '/upload-lists', preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } } });
}

const rowOf = (fileName: string): HTMLElement => screen.getByText(fileName).closest('tr') as HTMLElement;

async function mapFile(fileName: string) {
  await userEvent.click(screen.getByRole('button', { name: `Map the columns of ${fileName}` }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Save the mapping' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

test('two files become two lists, each mapped on its own, sent one after the other with its own result', async () => {
  servePageData();
  const read = serveReadColumns((name) => (name === 'north.xlsx' ? [['Phone', 'Name'], ['0501234567', 'Dana']] : [['Name', 'Mobile', 'Email'], ['Avi', '0521234567', 'avi@example.com']]));
  serveProgress({ stage: 'reading', percent: 50, rowsRead: 10 });
  const sent = serveImport((one) =>
    one.name === 'North'
      ? { status: 1, contactListId: 101, saved: 3, duplicates: 0, failed: 0, failedRows: [] }
      : { status: 2, contactListId: 102, saved: 1, duplicates: 2, failed: 1, failedRows: [{ row: 4, phone: '999', reason: 'invalidPhone', values: ['Avi', '999'] }] },
  );
  renderPage();
  await screen.findByRole('heading', { name: 'Upload lists' });
  await userEvent.upload(fileInput(), [xlsxFile('north.xlsx'), xlsxFile('south.xlsx')]);

  // Names come from the files and stay editable.
  await userEvent.clear(screen.getByRole('textbox', { name: 'List name for north.xlsx' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'List name for north.xlsx' }), 'North');
  expect(screen.getByRole('textbox', { name: 'List name for south.xlsx' })).toHaveValue('south');

  // Sending before mapping is refused, saying why.
  await userEvent.click(screen.getByRole('button', { name: 'Upload the lists' }));
  expect(await screen.findByText('Map the columns of every file and give each list its own name.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await mapFile('north.xlsx');
  await mapFile('south.xlsx');
  expect(read).toEqual(['north.xlsx', 'south.xlsx']);
  await userEvent.click(screen.getByRole('button', { name: 'Upload the lists' }));

  await waitFor(() => expect(within(rowOf('south.xlsx')).getByText('1 saved, 2 duplicates merged, 1 rows not saved.')).toBeInTheDocument());
  expect(within(rowOf('north.xlsx')).getByText('3 saved, 0 duplicates merged, 0 rows not saved.')).toBeInTheDocument();
  expect(sent.map((s) => [s.fileName, s.name, s.contactListId])).toEqual([
    ['north.xlsx', 'North', '-1'],
    ['south.xlsx', 'south', '-1'],
  ]);
  expect(sent[0].mapping).toEqual({ mobile: 0, field1: 1, hasHeaderRow: true });
  expect(sent[1].mapping).toEqual({ mobile: 1, field1: 0, email: 2, hasHeaderRow: true });
  expect(sent[0].importKey).not.toBe(sent[1].importKey);

  expect(within(rowOf('north.xlsx')).queryByRole('button', { name: 'Show the rows not saved' })).not.toBeInTheDocument();
  await userEvent.click(within(rowOf('south.xlsx')).getByRole('button', { name: 'Show the rows not saved' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rows not saved from south.xlsx' });
  expect(within(dialog).getByText('Invalid phone number')).toBeInTheDocument();
});

test('in Hebrew, right to left, a list name already taken is said before sending', async () => {
  servePageData();
  renderPage('he');
  await screen.findByRole('heading', { name: 'העלאת רשימות' });
  expect(document.documentElement.dir).toBe('rtl');
  // "Customers" is one of the account's lists (testData); names compare ignoring case.
  await userEvent.upload(fileInput(), xlsxFile('customers.xlsx'));
  await userEvent.click(screen.getByRole('button', { name: 'העלאת הרשימות' }));
  expect(await screen.findByText('שם הרשימה תפוס. נא לבחור שם אחר.')).toBeInTheDocument();
  expect(screen.getByText('העמודות עוד לא הוגדרו')).toBeInTheDocument();
});
