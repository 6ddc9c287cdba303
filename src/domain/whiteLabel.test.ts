import { isBrandHost, isBrandLink, isCompanyNumber } from './whiteLabel';

test('a brand host is a lower-case host name: labels of letters, digits and inner hyphens', () => {
  expect(['sms.reseller.co.il', 'localhost', 'brand-1.example.com'].every(isBrandHost)).toBe(true);
  expect(['', 'ab', 'Sms.example.com', '-a.example.com', 'a_b.com', 'a..b', 'https://a.com', 'a.com/x'].some(isBrandHost)).toBe(false);
});

test('a brand link opens only over http or https, placeholders included', () => {
  expect(isBrandLink('https://shop.example.com/buy?u={USERNAME}&c={CREDITS}')).toBe(true);
  expect(isBrandLink('http://example.com')).toBe(true);
  expect(isBrandLink('javascript:alert(1)')).toBe(false);
  expect(isBrandLink('data:text/html,x')).toBe(false);
  expect(isBrandLink('not a url')).toBe(false);
});

test('a company number is exactly 9 digits', () => {
  expect(isCompanyNumber('515555555')).toBe(true);
  expect(['51555555', '5155555555', '51555555a', ' 515555555'].some(isCompanyNumber)).toBe(false);
});
