import { smsToMail, smsToMailAddresses } from './smsToMail';

describe('SMS-to-mail', () => {
  it('reads Hebrew and Arabic right to left and English and Russian left to right, in the HTML part', () => {
    expect(smsToMail({ phone: '972501234567', text: 'שלום' }, 'he').html).toContain('dir="rtl" lang="he"');
    expect(smsToMail({ phone: '972501234567', text: 'مرحبا' }, 'ar').html).toContain('dir="rtl" lang="ar"');
    expect(smsToMail({ phone: '972501234567', text: 'hi' }, 'en').html).toContain('dir="ltr" lang="en"');
    expect(smsToMail({ phone: '972501234567', text: 'привет' }, 'ru').subject).toBe('Входящее SMS от 972501234567');
  });

  it('never lets the reply\'s text write HTML', () => {
    expect(smsToMail({ phone: '1', text: '<script>x</script>' }, 'en').html).not.toContain('<script>');
  });

  it('mails each address once, at most 3', () => {
    expect(smsToMailAddresses([' a@x.com', 'A@x.com', 'b@x.com', '', 'c@x.com', 'd@x.com'])).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });
});
