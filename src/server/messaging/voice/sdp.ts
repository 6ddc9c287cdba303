/**
 * SDP offer/answer (RFC 3264) for one audio stream of G.711. We offer PCMU and PCMA; the
 * answer's first payload type among them is the codec the callee chose.
 */
import { packetMs } from './rtpPacket';

export type Codec = 'PCMU' | 'PCMA';
export const payloadTypeOf: Record<Codec, number> = { PCMU: 0, PCMA: 8 };

export interface RemoteMedia {
  address: string;
  port: number;
  codec: Codec;
}

/**
 * a=sendrecv although we only talk: baresip decoded nothing when offered sendonly
 * (shared/design/VOICE.md), and a recipient's phone expects a normal call.
 */
export function sdpOffer(localAddress: string, rtpPort: number, sessionId: number): string {
  return [
    'v=0',
    `o=- ${sessionId} 1 IN IP4 ${localAddress}`,
    's=voice-campaign',
    `c=IN IP4 ${localAddress}`,
    't=0 0',
    `m=audio ${rtpPort} RTP/AVP 0 8`,
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    `a=ptime:${packetMs}`,
    'a=sendrecv',
    '',
  ].join('\r\n');
}

/** The callee's address, port and codec; null when the answer has no audio we can send. */
export function parseSdpAnswer(sdp: string): RemoteMedia | null {
  const lines = sdp.split(/\r?\n/);
  const mediaAt = lines.findIndex((line) => line.startsWith('m=audio '));
  if (mediaAt < 0) return null;
  const media = /^m=audio (\d+) RTP\/AVP ([\d ]+)/.exec(lines[mediaAt]);
  if (!media || Number(media[1]) === 0) return null; // port 0: the stream was refused
  // A media-level c= overrides the session-level one.
  const connection = (lines.slice(mediaAt).find((line) => line.startsWith('c=')) ?? lines.slice(0, mediaAt).find((line) => line.startsWith('c=')))?.match(/^c=IN IP4 (\S+)/);
  if (!connection) return null;
  const chosen = media[2].trim().split(/\s+/).map(Number).find((pt) => pt === 0 || pt === 8);
  if (chosen === undefined) return null;
  return { address: connection[1], port: Number(media[1]), codec: chosen === 8 ? 'PCMA' : 'PCMU' };
}
