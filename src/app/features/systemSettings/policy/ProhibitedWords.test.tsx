import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ForbiddenSource, ProhibitedWord } from '../../../api/generated/superAdmin';
import { apiUrl, server } from '../../../test/server';
import { answering, mountAsSuperAdmin, type AskedCall } from './testKit';
import ProhibitedWords from './ProhibitedWords';

function serve(addStatus = 1) {
  const words: ProhibitedWord[] = [{ id: 1, word: 'casino', frozen: false, createdOn: '2026-01-05T10:00:00.000Z' }];
  const sources: ForbiddenSource[] = [{ id: 4, source: 'PayPal', createdOn: '2026-01-05T10:00:00.000Z' }];
  const asked: AskedCall[] = [];
  const record = (op: string, answer: (body: Record<string, unknown>) => object) => answering(asked, op, answer);
  server.use(
    http.post(apiUrl('/super-admin/sys-get-data'), () => HttpResponse.json({ data: { prohibitedWords: words, forbiddenSources: sources } })),
    record('blacklist-word-add', (body) => {
      if (addStatus === 1) words.push({ id: 2, word: String(body.word), frozen: false, createdOn: '2026-01-06T10:00:00.000Z' });
      return { status: addStatus, ...(addStatus === 1 ? { id: 2 } : {}) };
    }),
    record('blacklist-word-freeze', (body) => {
      words.find((w) => w.id === body.id)!.frozen = Boolean(body.frozen);
      return { status: body.frozen ? 1 : 2 };
    }),
    record('forbidden-sources-remove', (body) => {
      sources.splice(sources.findIndex((s) => s.id === body.id), 1);
      return { status: 1 };
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') => mountAsSuperAdmin(<ProhibitedWords />, language);

describe('prohibited-word-permission', () => {
  it('adds a prohibited word, which is listed and checked; freezes one; allows a forbidden sender again', async () => {
    const asked = serve();
    mount();
    expect(await screen.findByText('casino')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prohibited word'), '  lottery ');
    await userEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('The word was added to the prohibited words.')).toBeInTheDocument();
    const row = (await screen.findByText('lottery')).closest('tr')!;
    expect(within(row).getByText('Checked')).toBeInTheDocument();
    expect(screen.getByLabelText('Prohibited word')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Freeze casino' }));
    expect(await within(screen.getByText('casino').closest('tr')!).findByText('Frozen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow again PayPal' }));
    expect(await screen.findByText('No forbidden senders.')).toBeInTheDocument();
    expect(asked.map((a) => a.op)).toEqual(['blacklist-word-add', 'blacklist-word-freeze', 'forbidden-sources-remove']);
    expect(asked[0].body).toEqual({ word: 'lottery' });
  });

  it('a word already prohibited is refused with its message and stays in the field; an empty one is not sent', async () => {
    const asked = serve(-2);
    mount();
    await screen.findByText('casino');
    await userEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('Enter a word.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Prohibited word'), 'CASINO');
    await userEvent.click(screen.getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText('This word is already prohibited.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prohibited word')).toHaveValue('CASINO');
  });

  it('a sender that is neither a sender name nor a number is refused with its message', async () => {
    serve();
    server.use(http.post(apiUrl('/super-admin/forbidden-sources-add'), () => HttpResponse.json({ data: { status: -1 } })));
    mount();
    await screen.findByText('casino');
    await userEvent.type(screen.getByLabelText('Sender name or number'), 'Much Too Long Name');
    await userEvent.click(screen.getByRole('button', { name: 'Forbid sender' }));
    expect(await screen.findByText(/A sender name is English letters/)).toBeInTheDocument();
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'הוספת מילה' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table-rtl')).not.toBeNull();
  });
});
