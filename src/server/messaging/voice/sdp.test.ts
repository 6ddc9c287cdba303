import { parseSdpAnswer, sdpOffer } from './sdp';

const answer = (m: string, extra = '') => ['v=0', 'o=x 1 1 IN IP4 10.0.0.9', 's=-', 'c=IN IP4 10.0.0.9', 't=0 0', m, extra, ''].join('\r\n');

describe('SDP', () => {
  it('offers PCMU and PCMA, 20 ms, sendrecv, on our address and RTP port', () => {
    const offer = sdpOffer('192.0.2.1', 20000, 7);
    expect(offer).toContain('c=IN IP4 192.0.2.1');
    expect(offer).toContain('m=audio 20000 RTP/AVP 0 8');
    expect(offer).toContain('a=ptime:20');
    expect(offer).toContain('a=sendrecv');
  });

  it('takes the codec the answer chose, with its address and port', () => {
    expect(parseSdpAnswer(answer('m=audio 6000 RTP/AVP 8'))).toEqual({ address: '10.0.0.9', port: 6000, codec: 'PCMA' });
    expect(parseSdpAnswer(answer('m=audio 6002 RTP/AVP 0 101'))).toEqual({ address: '10.0.0.9', port: 6002, codec: 'PCMU' });
  });

  it('prefers the media-level address', () => {
    expect(parseSdpAnswer(answer('m=audio 6000 RTP/AVP 0', 'c=IN IP4 10.1.1.1'))?.address).toBe('10.1.1.1');
  });

  it('refuses an answer without G.711 or with the stream refused', () => {
    expect(parseSdpAnswer(answer('m=audio 6000 RTP/AVP 18'))).toBeNull();
    expect(parseSdpAnswer(answer('m=audio 0 RTP/AVP 0'))).toBeNull();
    expect(parseSdpAnswer('')).toBeNull();
  });
});
