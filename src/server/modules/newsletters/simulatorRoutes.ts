/**
 * The simulator's own routes (public.yaml, outside /api), served only while no real newsletter
 * service is configured: the single-use sign-in link, the account page, creating a landing
 * page (then handing over to the product to link it to a contact list), and a landing page's
 * sign-up form, whose sign-ups the simulator hands to the product as the real service would.
 */
import type { Handler, RequestContext } from '../../http/handler';
import { notFound } from '../../http/envelope';
import { accountPage, landingPage, linkRefusedPage, signedOutPage, thanksPage } from './simulatorPages';
import { createLandingPage, landingPageOf, landingPagesOf, sessionAccount, sessionCookie, sessionLifetimeMs, useLoginToken, simulatorPaths } from './simulator';
import { receiveLandingSignUp } from './signUps';

function simulatorOnly(ctx: RequestContext): void {
  if (ctx.config.newsletterUrl) throw notFound();
}

function sendPage(ctx: RequestContext, code: number, html: string): void {
  void ctx.reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export const openNewsletterSimulator: Handler<{ token: string }> = async ({ token }, ctx) => {
  simulatorOnly(ctx);
  const opened = await useLoginToken(ctx.db, token, ctx.now());
  if (!opened) return sendPage(ctx, 410, linkRefusedPage());
  void ctx.reply
    .setCookie(sessionCookie, opened.session, {
      path: '/newsletter-simulator',
      httpOnly: true,
      // Lax: a form on another site cannot post to the simulator as the signed-in user.
      sameSite: 'lax',
      secure: ctx.request.protocol === 'https',
      maxAge: sessionLifetimeMs / 1000,
    })
    .code(303)
    .header('location', simulatorPaths.account)
    .send();
};

async function signedInAccount(ctx: RequestContext) {
  simulatorOnly(ctx);
  const account = await sessionAccount(ctx.db, ctx.request.cookies[sessionCookie], ctx.now());
  if (!account) sendPage(ctx, 200, signedOutPage());
  return account;
}

export const showNewsletterSimulatorAccount: Handler = async (_arg, ctx) => {
  const account = await signedInAccount(ctx);
  if (!account) return;
  const pages = await landingPagesOf(ctx.db, account.id);
  sendPage(ctx, 200, accountPage({ email: account.email, firstName: account.first_name, mailLimit: account.mail_limit, landingPages: pages }));
};

export const createNewsletterSimulatorLandingPage: Handler<{ body: { title?: string } }> = async ({ body }, ctx) => {
  const account = await signedInAccount(ctx);
  if (!account) return;
  const hash = await createLandingPage(ctx.db, account.id, body.title?.trim() || 'Landing page', ctx.now());
  // The product's page that links it to a contact list (main/link-to-cl); "signUp" is its type.
  void ctx.reply.code(303).header('location', `/landing-page/${hash}/signUp`).send();
};

async function landingOf(ctx: RequestContext, hash: string) {
  simulatorOnly(ctx);
  const found = await landingPageOf(ctx.db, hash);
  if (!found) throw notFound();
  return found;
}

export const showNewsletterSimulatorLandingPage: Handler<{ hash: string }> = async ({ hash }, ctx) => {
  const found = await landingOf(ctx, hash);
  sendPage(ctx, 200, landingPage({ hash, title: found.title }));
};

export const submitNewsletterSimulatorSignUp: Handler<{ hash: string; body: { name?: string; phone?: string; email?: string } }> = async ({ hash, body }, ctx) => {
  const found = await landingOf(ctx, hash);
  const outcome = await receiveLandingSignUp(ctx.db, { hash, phone: body.phone ?? '', name: body.name, email: body.email }, ctx.now());
  if (outcome === 'invalidPhone') {
    return sendPage(ctx, 200, landingPage({ hash, title: found.title, form: body, errors: { phone: 'Write a mobile phone number, such as 0501234567.' } }));
  }
  // Blocked, or a page not linked to a list yet: the visitor is thanked all the same.
  if (outcome !== 'joined') ctx.request.log.info({ hash, outcome }, 'landing page sign-up not added');
  sendPage(ctx, 200, thanksPage(found.title));
};
