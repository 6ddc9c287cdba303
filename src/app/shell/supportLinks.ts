/** Links to the brand's support line: a phone call and a WhatsApp chat. */

const israelCountryCode = '972';

/** tel: link keeping only what a dialler understands. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** wa.me wants the international number without + or leading zero; local numbers are Israeli. */
export function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') || digits.startsWith(israelCountryCode) ? digits : `${israelCountryCode}${digits.replace(/^0/, '')}`;
  return `https://wa.me/${international}`;
}
