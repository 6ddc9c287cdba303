import { screen, waitFor, within } from '@testing-library/react';
import { renderContactsPage, servePageData } from '../renderContactsPage';
import { customers, pageData } from '../testData';
import { chooseInColumn, chosenIn, fileInput, serveImport, serveProgress, serveReadColumns, user, xlsxFile } from './testUploads';

const hebrewRows = [
  ['טלפון', 'שם', 'עיר'],
  ['050-1234567', 'דנה', 'חיפה'],
  ['12345', 'אבי', 'עכו'],
];

async function openUploadTab() {
  renderContactsPage(`/contact-list/${customers.id}`);
  await user().click(await screen.findByRole('tab', { name: 'Upload a file' }));
}

test('a Hebrew header is guessed, and the mapping and import key go in the form; progress and failed rows show', async () => {
  servePageData();
  serveReadColumns(() => hebrewRows);
  let finish = () => undefined as void;
  const sent = serveImport(
    () => ({ status: 2, contactListId: customers.id, saved: 1, duplicates: 0, failed: 1, failedRows: [{ row: 3, phone: '12345', reason: 'invalidPhone', values: ['12345', 'אבי', 'עכו'] }] }),
    new Promise<void>((resolve) => (finish = resolve)),
  );
  const asked = serveProgress({ stage: 'reading', percent: 40, rowsRead: 1200 });
  await openUploadTab();
  await user().upload(fileInput(), xlsxFile('customers.xlsx'));

  expect(await screen.findByText('Which column holds what in customers.xlsx?')).toBeInTheDocument();
  expect(chosenIn('Column 1')).toBe('Mobile (required)');
  // The list's title of field 1 names the choice.
  expect(chosenIn('Column 2')).toBe('First');
  expect(chosenIn('Column 3')).toBe('Do not import');
  expect(screen.getByRole('checkbox', { name: 'The first row is a header' })).toBeChecked();

  await user().click(screen.getByRole('button', { name: 'Add to the list' }));
  expect(await screen.findByText('Reading the rows…')).toBeInTheDocument();
  expect(screen.getByText('1,200 rows read')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ fileName: 'customers.xlsx', contactListId: String(customers.id), name: null, mapping: { mobile: 0, field1: 1, hasHeaderRow: true } });
  expect(sent[0].importKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(asked).toContain(sent[0].importKey);

  finish();
  expect(await screen.findByText('1 saved, 0 duplicates merged, 1 rows not saved.')).toBeInTheDocument();
  const failed = screen.getByRole('table', { name: 'Rows not saved' });
  expect(within(within(failed).getByText('12345').closest('tr')!).getByText('Invalid phone number')).toBeInTheDocument();
});

test('no mobile column and a choice made twice are said before sending, and nothing is sent', async () => {
  servePageData();
  serveReadColumns(() => hebrewRows);
  const sent = serveImport(() => ({ status: 1 }));
  await openUploadTab();
  await user().upload(fileInput(), xlsxFile('customers.xlsx'));
  await screen.findByText('Which column holds what in customers.xlsx?');

  await chooseInColumn('Column 1', 'Do not import');
  expect(screen.getByText('Choose the column that holds the mobile numbers.')).toBeInTheDocument();
  await chooseInColumn('Column 3', 'First');
  expect(screen.getByText('"First" is chosen for more than one column.')).toBeInTheDocument();
  await user().click(screen.getByText('Add to the list'));
  expect(sent).toHaveLength(0);

  await chooseInColumn('Column 3', 'Mobile (required)');
  expect(document.querySelector('[role="alert"]')).toBeNull();
});

test('a workbook over 15MB is refused in the browser before anything is sent', async () => {
  servePageData();
  const read = serveReadColumns(() => hebrewRows);
  await openUploadTab();
  await user().upload(fileInput(), xlsxFile('big.xlsx', 16 * 1024 * 1024));
  expect(await screen.findByText('The file is too large (at most 15MB).')).toBeInTheDocument();
  expect(read).toHaveLength(0);
});

test('in Hebrew, right to left: a new list from a file is named after it and opens with its result', async () => {
  const created = { ...customers, id: 55, name: 'לקוחות 2025' };
  servePageData((id) => (id === 55 ? pageData(-1, { lists: [created], contactList: created, contacts: [], totalContacts: 3, tooLargeToView: false }) : pageData(id)));
  serveReadColumns(() => hebrewRows);
  serveProgress({ stage: 'waiting', percent: 0, rowsRead: 0 });
  const sent = serveImport(() => ({ status: 1, contactListId: 55, saved: 2, duplicates: 1, failed: 0, failedRows: [] }));
  const { router } = renderContactsPage('/contact-list/new', 'he');
  await screen.findByText('יצירת הרשימה מקובץ');
  expect(document.documentElement.dir).toBe('rtl');

  await user().upload(fileInput(), xlsxFile('לקוחות 2025.xlsx'));
  expect(await screen.findByText('מה יש בכל עמודה ב־לקוחות 2025.xlsx?')).toBeInTheDocument();
  expect(chosenIn('עמודה 1')).toBe('נייד (חובה)');
  expect(screen.getByDisplayValue('לקוחות 2025')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'יצירת הרשימה מהקובץ' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list/55'));
  expect(sent[0]).toMatchObject({ contactListId: '-1', name: 'לקוחות 2025', mapping: { mobile: 0, field1: 1, hasHeaderRow: true } });
  expect(await screen.findByText('נשמרו 2, אוחדו 1 כפולים, 0 שורות לא נשמרו.')).toBeInTheDocument();
});

test('a new list from a file has ONE name field, and the name typed there is the one sent (issue 13)', async () => {
  const created = { ...customers, id: 56, name: 'VIP customers' };
  servePageData((id) => (id === 56 ? pageData(-1, { lists: [created], contactList: created, contacts: [], totalContacts: 2, tooLargeToView: false }) : pageData(id)));
  serveReadColumns(() => hebrewRows);
  serveProgress({ stage: 'waiting', percent: 0, rowsRead: 0 });
  const sent = serveImport(() => ({ status: 1, contactListId: 56, saved: 2, duplicates: 0, failed: 0, failedRows: [] }));
  const { router } = renderContactsPage('/contact-list/new');
  await user().type(await screen.findByRole('textbox', { name: 'List name' }), 'VIP customers');

  await user().upload(fileInput(), xlsxFile('export 2025.xlsx'));
  await screen.findByText('Which column holds what in export 2025.xlsx?');
  // The file does not overwrite what the user typed, nor ask for a name again.
  expect(screen.getAllByRole('textbox', { name: 'List name' })).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: 'List name' })).toHaveValue('VIP customers');
  await user().click(screen.getByRole('button', { name: 'Create the list from the file' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list/56'));
  expect(sent[0]).toMatchObject({ contactListId: '-1', name: 'VIP customers' });
});

test('a taken name stops the file import and is said at the one name field', async () => {
  servePageData();
  serveReadColumns(() => hebrewRows);
  const sent = serveImport(() => ({ status: 1 }));
  renderContactsPage('/contact-list/new');
  await user().type(await screen.findByRole('textbox', { name: 'List name' }), customers.name.toUpperCase());
  await user().upload(fileInput(), xlsxFile('customers.xlsx'));
  await screen.findByText('Which column holds what in customers.xlsx?');
  await user().click(screen.getByRole('button', { name: 'Create the list from the file' }));
  expect(await screen.findByText('This list name is taken. Please choose another.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
