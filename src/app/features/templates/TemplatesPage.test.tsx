import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderTemplatesPage, serveTemplates } from './renderTemplatesPage';
import { sale, templates, welcome } from './testData';
import { DeleteTemplate, SaveTemplate } from '../../../contract/statusCodes';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Answers template saves with `status` (and tmpl_id 9), keeping what was asked. */
function serveSave(status: number = SaveTemplate.saved) {
  const saved: { templateId: string; body: unknown }[] = [];
  server.use(
    http.post(apiUrl('/main/templates/save/:templateId'), async ({ request, params }) => {
      saved.push({ templateId: String(params.templateId), body: await request.json() });
      return HttpResponse.json({ data: { status, tmpl_id: 9 } });
    }),
  );
  return saved;
}

async function typeInto(label: string, text: string) {
  const field = await screen.findByRole('textbox', { name: label });
  const u = user();
  await u.clear(field);
  // Pasted, because userEvent reads "[" as the start of a key name.
  await u.click(field);
  await u.paste(text);
}

test('lists the templates with their dynamic fields count', async () => {
  serveTemplates();
  renderTemplatesPage();
  const table = await screen.findByRole('table');
  const welcomeRow = within(table).getByRole('row', { name: /Welcome/ });
  expect(within(welcomeRow).getByText(welcome.content!)).toBeInTheDocument();
  expect(within(welcomeRow).getByRole('cell', { name: '2' })).toBeInTheDocument();
  expect(within(within(table).getByRole('row', { name: /Summer sale/ })).getByRole('cell', { name: '0' })).toBeInTheDocument();
});

test('without templates the page says so', async () => {
  serveTemplates(() => []);
  renderTemplatesPage();
  expect(await screen.findByText('You have no templates yet. Create one to save time on your next campaign.')).toBeInTheDocument();
});

test('a new template is saved with id -1 and the page goes on to it', async () => {
  let rows = templates;
  serveTemplates(() => rows);
  const saved = serveSave();
  const { router } = renderTemplatesPage('/templates/new');
  await typeInto('Template name', '  Birthday  ');
  await typeInto('Message text', 'Happy birthday [First name]!');
  expect(screen.getByText('1 of 10 dynamic fields:')).toBeInTheDocument();
  rows = [...templates, { templateId: 9, name: 'Birthday', content: 'Happy birthday [First name]!' }];
  await user().click(screen.getByRole('button', { name: 'Create template' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/templates/9'));
  expect(saved).toEqual([{ templateId: '-1', body: { name: 'Birthday', content: 'Happy birthday [First name]!' } }]);
  expect(await screen.findByText('The template was saved.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Edit the template Birthday' })).toBeInTheDocument();
});

test('name and text are required, and the dynamic-field rules are said before saving', async () => {
  serveTemplates();
  const saved = serveSave();
  renderTemplatesPage('/templates/new');
  await user().click(await screen.findByRole('button', { name: 'Create template' }));
  expect(await screen.findByText('Give the template a name.')).toBeInTheDocument();
  expect(screen.getByText('Write the message text.')).toBeInTheDocument();

  await typeInto('Template name', 'Fields');
  await typeInto('Message text', '[First name], hello');
  expect(await screen.findByText('A template may not start with a dynamic field. Add a word or more before it.')).toBeInTheDocument();

  await typeInto('Message text', `Hi ${Array.from({ length: 11 }, (_, i) => `[#${(i % 5) + 1}]`).join(' ')}`);
  expect(await screen.findByText('The template has 11 dynamic fields; the most allowed is 10.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Create template' }));
  expect(saved).toEqual([]);
});

test('editing a template saves it under its own id', async () => {
  serveTemplates();
  const saved = serveSave();
  renderTemplatesPage(`/templates/${welcome.templateId}`);
  expect(await screen.findByRole('textbox', { name: 'Template name' })).toHaveValue('Welcome');
  expect(screen.getByRole('textbox', { name: 'Message text' })).toHaveValue(welcome.content);
  await typeInto('Message text', 'Hello [First name]!');
  await user().click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(saved).toEqual([{ templateId: '4', body: { name: 'Welcome', content: 'Hello [First name]!' } }]));
});

test('a refused save is told in words (name taken)', async () => {
  serveTemplates();
  serveSave(SaveTemplate.nameExists);
  const { router } = renderTemplatesPage('/templates/new');
  await typeInto('Template name', 'Welcome');
  await typeInto('Message text', 'Hi there');
  await user().click(screen.getByRole('button', { name: 'Create template' }));
  expect(await screen.findByText('A template with this name already exists.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/templates/new');
});

test('deleting asks first, then deletes and refreshes the list; a failed delete is told', async () => {
  let rows = templates;
  serveTemplates(() => rows);
  const deleted: string[] = [];
  let status: number = DeleteTemplate.deleted;
  server.use(
    http.delete(apiUrl('/main/templates/delete/:id'), ({ params }) => {
      deleted.push(String(params.id));
      if (status === DeleteTemplate.deleted) rows = [welcome];
      return HttpResponse.json({ data: { status } });
    }),
  );
  renderTemplatesPage();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Delete: Summer sale' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/The template "Summer sale" will be deleted/)).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);

  status = DeleteTemplate.error;
  await u.click(screen.getByRole('button', { name: 'Delete: Summer sale' }));
  await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The data could not be deleted.')).toBeInTheDocument();

  status = DeleteTemplate.deleted;
  await u.click(screen.getByRole('button', { name: 'Delete: Summer sale' }));
  await u.click(within(await screen.findByRole('dialog', { name: /Delete template/ })).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The template was deleted.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(sale.name!) })).not.toBeInTheDocument());
  expect(deleted).toEqual(['5', '5']);
});

test('"use in campaign" opens the composer with the template', async () => {
  serveTemplates();
  const { router } = renderTemplatesPage();
  await user().click(await screen.findByRole('button', { name: 'Use in campaign: Welcome' }));
  expect(await screen.findByText('Composer with {"templateId":4}')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/campaign');
});

test('an unknown template id says it was not found', async () => {
  serveTemplates();
  renderTemplatesPage('/templates/77');
  expect(await screen.findByText('This template was not found. It may have been deleted.')).toBeInTheDocument();
});

test('in Hebrew the page is right-to-left', async () => {
  serveTemplates();
  renderTemplatesPage('/templates', 'he');
  expect(await screen.findByRole('heading', { name: 'תבניות הודעה' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
