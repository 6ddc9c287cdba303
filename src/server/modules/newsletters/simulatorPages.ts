/**
 * The simulator's pages: plain HTML, no script, forms posting back to the simulator. English
 * only, as a third-party service's pages would be; the product's own pages are translated.
 */
import { simulatorPaths } from './simulator';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}.error{color:#b00020}button{font-size:1rem;padding:.5rem 1rem}.note{color:#555;font-size:.85rem}li{margin:.5rem 0}</style></head>
<body>${body}</body></html>`;
}

const note = '<p class="note">Newsletter service simulator: no mail is sent.</p>';

export function linkRefusedPage(): string {
  return page('Link no longer valid', `<h1>This link is no longer valid</h1>${note}<p>Sign-in links open once and only for two minutes. Open the newsletter service from the product again.</p>`);
}

export function signedOutPage(): string {
  return page('Not signed in', `<h1>You are not signed in</h1>${note}<p>Open the newsletter service from the product again.</p>`);
}

export interface AccountFacts {
  email: string;
  firstName: string;
  mailLimit: number;
  landingPages: { hash: string; title: string }[];
}

export function accountPage(a: AccountFacts): string {
  const pages = a.landingPages.length
    ? `<ul>${a.landingPages
        .map(
          (p) =>
            `<li><strong>${escapeHtml(p.title)}</strong><br><a href="${simulatorPaths.landing(p.hash)}">Open the page</a> · <a href="/landing-page/${encodeURIComponent(p.hash)}/signUp">Choose its contact list</a></li>`,
        )
        .join('')}</ul>`
    : '<p>No landing pages yet.</p>';
  return page(
    'Newsletter account',
    `<h1>Hello ${escapeHtml(a.firstName)}</h1>${note}
<section id="newsletters"><h2>Newsletters</h2><p>Account: ${escapeHtml(a.email)}</p><p>Mail limit: <strong>${a.mailLimit.toLocaleString('en')}</strong> e-mails</p></section>
<section id="landing-pages"><h2>Landing pages</h2>${pages}
<form method="post" action="${simulatorPaths.landingPages}"><p><label for="title">New landing page title</label><br><input id="title" name="title" maxlength="100" required></p><p><button type="submit">Create landing page</button></p></form></section>`,
  );
}

export type SignUpField = 'phone';

export interface SignUpFacts {
  hash: string;
  title: string;
  form?: { name?: string; phone?: string; email?: string };
  errors?: Partial<Record<SignUpField, string>>;
}

export function landingPage(p: SignUpFacts): string {
  const value = (name: 'name' | 'phone' | 'email') => escapeHtml(p.form?.[name] ?? '');
  const phoneError = p.errors?.phone;
  return page(
    p.title,
    `<h1>${escapeHtml(p.title)}</h1>${note}
<form method="post" action="${simulatorPaths.landing(p.hash)}">
<p><label for="name">Name</label><br><input id="name" name="name" maxlength="100" autocomplete="name" value="${value('name')}"></p>
<p><label for="phone">Mobile phone</label><br><input id="phone" name="phone" maxlength="30" inputmode="tel" autocomplete="tel" required value="${value('phone')}"${
      phoneError ? ' aria-invalid="true" aria-describedby="phone-error"' : ''
    }>${phoneError ? `<br><span class="error" id="phone-error">${escapeHtml(phoneError)}</span>` : ''}</p>
<p><label for="email">E-mail</label><br><input id="email" name="email" type="email" maxlength="254" autocomplete="email" value="${value('email')}"></p>
<p><button type="submit">Sign up</button></p></form>`,
  );
}

export function thanksPage(title: string): string {
  return page(title, `<h1>Thank you for signing up</h1>${note}`);
}
