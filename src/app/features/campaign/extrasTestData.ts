/** msw handlers for the composer's further calls; each returns the bodies it received, in order. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';

export const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** A JSON call answered by `answer(body)`; the received bodies are returned. */
export function serveJson<T = Record<string, unknown>>(path: string, answer: (body: T) => unknown) {
  const bodies: T[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      return HttpResponse.json({ data: answer(body) });
    }),
  );
  return bodies;
}

/** antd draws the clickable options apart from its accessible listbox; they carry the title. */
export async function choose(label: string, option: string) {
  await user().click(screen.getByLabelText(label, { selector: 'input' }));
  const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter((d) => !d.className.includes('hidden'));
  await user().click(within(open[open.length - 1]!).getByTitle(option));
}

/** A date-time the server takes as future (more than 10 minutes ahead), in Israel time. */
export const inDays = (days: number) => Date.now() + days * 86_400_000;

/** Cheaper than role queries over the whole (large) page: antd buttons hold their text in a span. */
export const button = (name: string): HTMLButtonElement => screen.getByText(name, { selector: 'button > span' }).closest('button')!;
export const findButton = async (name: string): Promise<HTMLButtonElement> => (await screen.findByText(name, { selector: 'button > span' })).closest('button')!;
/** An input, text area or checkbox by its aria-label or wrapping label. */
export const field = (label: string): HTMLElement => screen.getByLabelText(label, { selector: 'input, textarea' });
export const findField = (label: string): Promise<HTMLElement> => screen.findByLabelText(label, { selector: 'input, textarea' });
