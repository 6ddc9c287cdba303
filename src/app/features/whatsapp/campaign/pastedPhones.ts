/**
 * Numbers typed or pasted for a WhatsApp send (one a line, or separated by commas or spaces):
 * each read by the contact lists' rule (domain/phones) and written whole with its country code,
 * as WhatsApp addresses a number; the rest are returned to show which were not numbers.
 */
import { internationalPhone, normalizeListPhone } from '../../../../domain/phones';

export function pastedPhones(text: string): { phones: string[]; invalid: string[] } {
  const phones: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\n,;\t]+/).map((s) => s.trim()).filter(Boolean)) {
    const phone = normalizeListPhone(raw);
    if (!phone) invalid.push(raw);
    else if (!phones.includes(internationalPhone(phone))) phones.push(internationalPhone(phone));
  }
  return { phones, invalid };
}
