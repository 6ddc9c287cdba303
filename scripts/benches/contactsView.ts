/**
 * contacts.view-10k-ms: in headless Chromium against the real server, the time from clicking
 * a 10,000-contact list (the view cap) to its first rows drawn — the request, the answer's
 * 10,000 rows and the virtual table's first paint. The median of three fresh page loads.
 */
import { listWithFields, tokenFor } from '../../src/e2e/api';
import { demo, signedIn } from '../../src/e2e/signIn';
import { withBenchPage } from '../lib/benchBrowser';

type Print = (name: string, value: string | number, unit: string) => void;

const contacts = 10_000;
export const phoneOf = (i: number) => `058${String(i).padStart(7, '0')}`;

/** A list of exactly the view cap, filled through the real paste path. */
export async function bigList(url: string, headers: string[] = []): Promise<{ id: number; name: string }> {
  const token = await tokenFor(demo.username, demo.password, url);
  const name = `Bench 10k ${Date.now().toString(36)}`;
  const rows = Array.from({ length: contacts }, (_, i) => ({ phone: phoneOf(i), fields: [`Name ${i}`, `Family ${i}`, 'תל אביב'] }));
  return { id: await listWithFields(token, name, headers, rows, url), name };
}

export async function benchContactsView(url: string, print: Print): Promise<void> {
  const list = await bigList(url);
  await withBenchPage(url, async (page) => {
    await signedIn(page, 'en');
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      await page.goto('/contact-list');
      const link = page.getByRole('link', { name: list.name, exact: true });
      await link.waitFor({ state: 'visible' });
      const started = Date.now();
      await link.click();
      await page.getByText(phoneOf(0), { exact: true }).waitFor({ state: 'visible' });
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    print('contacts.view-10k-ms', times[1], 'ms');
  });
}
