import { telLink, whatsappLink } from './supportLinks';

describe('support links', () => {
  it('dials the phone without separators', () => {
    expect(telLink('03-555-0100')).toBe('tel:035550100');
  });

  it('opens WhatsApp with the Israeli international number', () => {
    expect(whatsappLink('03-555-0100')).toBe('https://wa.me/97235550100');
    expect(whatsappLink('050-1234567')).toBe('https://wa.me/972501234567');
    expect(whatsappLink('+44 20 7946 0000')).toBe('https://wa.me/442079460000');
    expect(whatsappLink('972501234567')).toBe('https://wa.me/972501234567');
  });
});
