import { isHttpUrl } from './pushUrls';

describe('a push URL is an absolute http or https address with a host', () => {
  test.each(['https://hooks.example.com/sms', 'http://hooks.example.com:8080/x?y=1', ' https://hooks.example.com ', 'https://[2001:db8::1]/x'])('%s is one', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  test.each(['ftp://hooks.example.com/x', 'hooks.example.com/x', 'javascript:alert(1)', 'http://', 'mailto:a@b.c', '', '/relative/path'])('%s is not', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
