import { digestAuthorization } from './digest';

describe('digestAuthorization', () => {
  it('answers RFC 2617 section 3.5 example with its published response (qop=auth)', () => {
    const header = digestAuthorization(
      { scheme: 'Digest', realm: '"testrealm@host.com"', qop: '"auth,auth-int"', nonce: '"dcd98b7102dd2f0e8b11d0f600bfb0c093"', opaque: '"5ccc069c403ebaf9f0171e9517f40e41"' },
      { method: 'GET', uri: '/dir/index.html' },
      { user: 'Mufasa', password: 'Circle Of Life' },
      '0a4f113b',
    );
    expect(header).toContain('response="6629fae49393a05397450978507c4ef1"');
    expect(header).toContain('qop=auth, nc=00000001, cnonce="0a4f113b"');
    expect(header).toContain('opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it('answers a challenge without qop the RFC 2069 way (no nc, no cnonce)', () => {
    const header = digestAuthorization({ scheme: 'Digest', realm: '"sipp"', nonce: '"abc"' }, { method: 'INVITE', uri: 'sip:1@h' }, { user: 'u', password: 'p' });
    expect(header).not.toContain('cnonce');
    expect(header).toMatch(/response="[0-9a-f]{32}"/);
  });

  it('refuses what it cannot answer: another algorithm, only auth-int, another scheme', () => {
    const request = { method: 'INVITE', uri: 'sip:1@h' };
    const credentials = { user: 'u', password: 'p' };
    expect(digestAuthorization({ scheme: 'Digest', nonce: '"n"', algorithm: 'SHA-256' }, request, credentials)).toBeNull();
    expect(digestAuthorization({ scheme: 'Digest', nonce: '"n"', qop: '"auth-int"' }, request, credentials)).toBeNull();
    expect(digestAuthorization({ scheme: 'Basic', realm: '"r"' }, request, credentials)).toBeNull();
  });
});
