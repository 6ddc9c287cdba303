/**
 * A real SMTP server for tests (smtp-server): what the product's mail sender talks to. It
 * keeps each accepted mail's envelope and parsed content, and can refuse recipients.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** Set: every RCPT is refused with this 5xx text. */
  refuse: string | null;
  close(): Promise<void>;
}

export async function startSmtpPeer(credentials = { user: 'mailer', pass: 'secret-1' }): Promise<TestSmtpPeer> {
  const received: ReceivedMail[] = [];
  const peer: TestSmtpPeer = { url: '', received, refuse: null, close: async () => undefined };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust in tests.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (peer.refuse) {
        const error = Object.assign(new Error(peer.refuse), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

/** An SMTP URL where nothing listens (a peer that is down). */
export async function closedSmtpUrl(): Promise<string> {
  const peer = await startSmtpPeer();
  await peer.close();
  return peer.url;
}
