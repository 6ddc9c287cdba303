import type { WhatsAppTemplateDraft } from '../contract/whatsapp';
import { fillTemplateBody, isAllowedWebsite, isSessionOpen, rejectionReasonOf, templateProblems, templateStandingOf, templateUpdateOf } from './whatsapp';

const draft = (over: Partial<WhatsAppTemplateDraft> = {}): WhatsAppTemplateDraft => ({ phone: '972501234567', name: 'order_ready', language: 'he', body: 'שלום {{1}}, ההזמנה מוכנה.', bodyVariableSample1: 'דנה', ...over });
const fields = (over: Partial<WhatsAppTemplateDraft>) => templateProblems(draft(over)).map((p) => `${p.field}:${p.messageKey.split('.').pop()}`);

test('the 24-hour window: open a second before, closed at 24 hours, closed for who never wrote', () => {
  const wrote = Date.UTC(2026, 10, 27, 10);
  expect(isSessionOpen(wrote, wrote + 24 * 3_600_000 - 1000)).toBe(true);
  expect(isSessionOpen(wrote, wrote + 24 * 3_600_000)).toBe(false);
  expect(isSessionOpen(null, wrote)).toBe(false);
});

test("a template within Meta's limits has no problem; each limit is named under its field", () => {
  expect(templateProblems(draft())).toEqual([]);
  expect(fields({ name: 'Order Ready' })).toEqual(['name:nameFormat']);
  expect(fields({ body: 'x'.repeat(1025) })).toEqual(['body:bodyTooLong']);
  expect(fields({ isCoupon: true, body: 'x'.repeat(601), callToAction: [{ type: 'website', text: 'Go', url: 'https://shop.example.com' }] })).toEqual(['body:couponBodyTooLong']);
  expect(fields({ body: '{{1}} שלום' })).toEqual(['body:variableAtEdge']);
  expect(fields({ body: 'שלום {{2}} ו-{{1}} כאן' , bodyVariableSample2: 'x' })).toEqual(['body:variablesOutOfOrder']);
  expect(fields({ body: 'a {{1}} {{2}} {{3}} {{4}} {{5}} {{6}} b' })).toEqual(['body:tooManyVariables']);
  expect(fields({ bodyVariableSample1: ' ' })).toEqual(['bodyVariableSample1:sampleRequired']);
  expect(fields({ header: 'text', headerSample: 'x'.repeat(61) })).toEqual(['headerSample:headerTooLong']);
  expect(fields({ header: 'image' })).toEqual(['headerSample:headerFileRequired']);
  expect(fields({ footer: 'x'.repeat(61) })).toEqual(['footer:footerTooLong']);
  expect(fields({ isCoupon: true, footer: 'f' })).toEqual(['footer:couponNoFooter', 'callToAction:couponWebsite']);
  const site = { type: 'website' as const, text: 'Site', url: 'https://shop.example.com' };
  expect(fields({ callToAction: [site, site, site] })).toEqual(['callToAction:tooManyActions']);
  expect(fields({ callToAction: [{ ...site, url: 'https://bit.ly/x' }] })).toEqual(['callToAction:website']);
  expect(fields({ quickReply: Array<string>(11).fill('כן') })).toEqual(['quickReply:tooManyQuickReplies', 'quickReply:tooManyButtons']);
});

test('website buttons refuse short links, WhatsApp links and what is not a web address', () => {
  expect(isAllowedWebsite('https://www.shop.co.il/sale')).toBe(true);
  for (const url of ['https://wa.me/972501234567', 'https://chat.whatsapp.com/abc', 'https://tinyurl.com/x', 'javascript:alert(1)', 'ftp://a.b', 'https://localhost']) expect(isAllowedWebsite(url)).toBe(false);
});

test("Meta's error codes read as the nine rejection reasons; template events as the update codes", () => {
  expect([131000, 131042, 131053, 368, 131064, 133010, 131026, 131047, 999].map(rejectionReasonOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(templateUpdateOf('APPROVED', 'NONE')).toBe(1);
  expect(templateUpdateOf('REJECTED', 'INVALID_FORMAT')).toBe(2);
  expect(templateUpdateOf('REJECTED', 'SCAM')).toBe(4);
  expect(templateUpdateOf('PAUSED', 'NONE', 'FIRST_PAUSE')).toBe(5);
  expect(templateUpdateOf('PAUSED', 'NONE', 'SECOND_PAUSE')).toBe(6);
  expect(templateUpdateOf('DISABLED', 'NONE')).toBe(7);
  expect(fillTemplateBody('שלום {{1}}, קוד {{2}}', ['דנה', 'A1'])).toBe('שלום דנה, קוד A1');
});

test("a template's standing for a customer choosing one: status 1 approved, below 1 (or none) pending, above 1 rejected", () => {
  expect([1, 0, -1, undefined, 2, 4].map(templateStandingOf)).toEqual(['approved', 'pending', 'pending', 'pending', 'rejected', 'rejected']);
});
