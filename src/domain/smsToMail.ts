/**
 * SMS-to-mail (section 3, /my-profile's SMS-to-mail addresses): a reply to the account is also
 * mailed to its addresses, written in the account's language and read in its direction — the
 * HTML part carries `dir` and `lang`, so a Hebrew or Arabic reply is right-aligned in any
 * mail reader; the text part is the same words for readers without HTML.
 */
import { isRightToLeft, type Language } from './languages';
import { maxAllowedEmails } from './myProfile';

const subjects: Record<Language, (phone: string) => string> = {
  he: (phone) => `הודעה נכנסת מ-${phone}`,
  en: (phone) => `Incoming SMS from ${phone}`,
  ru: (phone) => `Входящее SMS от ${phone}`,
  ar: (phone) => `رسالة واردة من ${phone}`,
};

export interface RepliedSms {
  phone: string;
  text: string;
}

export interface SmsMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function smsToMail(reply: RepliedSms, language: Language): SmsMail {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  const lines = escapeHtml(reply.text).replace(/\r?\n/g, '<br>');
  return {
    subject: subjects[language](reply.phone),
    text: `${reply.text}\n\n${reply.phone}`,
    html: `<!doctype html><html dir="${dir}" lang="${language}"><body dir="${dir}"><p>${lines}</p><p dir="ltr">${escapeHtml(reply.phone)}</p></body></html>`,
  };
}

/** The addresses a reply is mailed to: each once, at most 3 (a list saved before the rule held more). */
export function smsToMailAddresses(saved: readonly string[]): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const address of saved.map((a) => a.trim()).filter(Boolean)) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses.slice(0, maxAllowedEmails);
}
