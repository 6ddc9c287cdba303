/**
 * The SMS a mail becomes: its subject, or — when the subject is empty — the body's first
 * text, up to its first blank line (what follows is usually a signature or a quoted thread,
 * which nobody means to text).
 */
export function smsTextOfMail(subject: string | undefined, body: string | undefined): string {
  const fromSubject = (subject ?? '').trim();
  if (fromSubject) return fromSubject;
  const text = (body ?? '').replace(/\r\n/g, '\n').trim();
  return (text.split(/\n\s*\n/)[0] ?? '').trim();
}

/** The phone of a `<phone>@<domain>` recipient, as typed, when the domain is ours; else null. */
export function recipientPhoneOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  return address.slice(0, at);
}
