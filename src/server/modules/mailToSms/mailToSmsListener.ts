/**
 * Mail-to-SMS: an SMTP listener (smtp-server) the server starts when MAIL_TO_SMS_PORT is set.
 * A mail to `<phone>@<MAIL_TO_SMS_DOMAIN>` from one of an account's SMS-to-mail addresses is
 * sent as an SMS from that account through the composer's own send (campaigns sendText): the
 * same checks, credits and reports as any SMS. Everything else is refused in the SMTP
 * conversation itself, with a 5xx and its reason, so the sending mail server bounces it to
 * its author and nothing is written:
 * - MAIL FROM no active user lists (or two do): 550 5.7.1;
 * - RCPT not at our domain or not a phone a message can go to: 550 5.1.1;
 * - larger than MAIL_TO_SMS_MAX_BYTES: 552 5.3.4 (at MAIL FROM when the client declares its
 *   SIZE, else after DATA);
 * - a send the campaign checks refuse (no permission, no credits, a forbidden word...): 550
 *   5.7.0 with the result code's name.
 * There is no TLS or AUTH here: the sender is who its address says, as the product's list of
 * addresses allows (put a mail server that checks SPF/DKIM in front on an open network).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { accountOf, mayCall, type AccessSubject } from '../../../domain/access';
import { normalizeListPhone } from '../../../domain/phones';
import { SendCampaign } from '../../../contract/statusCodes';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { contractOperations, loadContract } from '../../http/contract';
import { sendText } from '../campaigns/sendCampaign';
import { mailSenderAccount } from './mailSenderAccount';
import { recipientPhoneOf, smsTextOfMail } from './mailText';

export interface MailToSmsOptions {
  db: Db;
  config: Pick<Config, 'mail' | 'publicHost'>;
  /** Port 0 picks a free one (tests); default config.mail.mailToSmsPort. */
  port?: number;
  host?: string;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

export interface MailToSmsListener {
  port: number;
  close(): Promise<void>;
}

/** An SMTP refusal: smtp-server answers the code and the text. */
const refusal = (code: number, text: string): Error => Object.assign(new Error(text), { responseCode: code });

/** The names of send-campaign's result codes, so a refusal says which rule refused. */
const statusNames = new Map<number, string>(Object.entries(SendCampaign).map(([name, code]) => [code as number, name]));
const acceptedStatuses: number[] = [SendCampaign.sent, SendCampaign.outsideHours, SendCampaign.savedWithoutPermission];

/** Who may send, read from the contract (send-campaign's x-access and x-permission), as bind.ts reads it for every request. */
function sendAccess(): { access: Parameters<typeof mayCall>[0]; permission?: number } {
  const op = contractOperations(loadContract()).find((o) => o.operationId === 'sendCampaign');
  if (!op) throw new Error('the contract has no sendCampaign operation');
  return { access: op.access, permission: op.permission };
}

export async function startMailToSms(options: MailToSmsOptions): Promise<MailToSmsListener> {
  const { db, config } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const { mailToSmsDomain: domain, mailToSmsMaxBytes: maxBytes } = config.mail;
  const { access, permission } = sendAccess();
  // What MAIL FROM found, for the DATA of the same transaction (smtp-server's session id).
  const senders = new Map<string, AccessSubject>();

  const server = new SMTPServer({
    name: domain,
    banner: 'mail-to-SMS',
    size: maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(address, session, callback) {
      senders.delete(session.id);
      const declared = address.args ? Number(address.args.SIZE ?? 0) : 0;
      if (declared > maxBytes) return callback(refusal(552, `5.3.4 Message too large: at most ${maxBytes} bytes`));
      mailSenderAccount(db, address.address)
        .then((found) => {
          if ('refusal' in found) {
            const why = found.refusal === 'ambiguous' ? 'is an SMS-to-mail address of more than one account' : 'is not an SMS-to-mail address of any account';
            return callback(refusal(550, `5.7.1 <${address.address}> ${why}`));
          }
          if (!mayCall(access, found.subject, permission)) return callback(refusal(550, `5.7.1 <${address.address}> may not send SMS`));
          senders.set(session.id, found.subject);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
    onRcptTo(address, _session, callback) {
      const typed = recipientPhoneOf(address.address, domain);
      if (typed === null) return callback(refusal(550, `5.1.1 <${address.address}>: only <phone>@${domain} is accepted`));
      if (normalizeListPhone(typed) === null) return callback(refusal(550, `5.1.1 <${address.address}>: ${typed} is not a phone an SMS can go to`));
      callback();
    },
    onData(stream, session, callback) {
      handleData(stream, session)
        .then(() => callback())
        .catch((error: Error) => callback(error));
    },
    onClose(session) {
      senders.delete(session.id);
    },
  });

  async function handleData(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const mail = await simpleParser(stream);
    if (stream.sizeExceeded) throw refusal(552, `5.3.4 Message too large: at most ${maxBytes} bytes`);
    const subject = senders.get(session.id);
    if (!subject) throw refusal(503, '5.5.1 MAIL FROM first');
    const text = smsTextOfMail(mail.subject, mail.text);
    if (!text) throw refusal(550, '5.6.0 The mail has no subject or text to send');
    const phones = session.envelope.rcptTo.map((r) => recipientPhoneOf(r.address, domain) ?? '');
    const sending = { account: accountOf(subject), userId: subject.userId, now: now(), host: config.publicHost ?? 'localhost' };
    const answer = await sendText({ db, user: subject, request: { log: { error: (detail, message) => log(message, detail) } } }, sending, { smsContent: text, phones, validation: false });
    const status = answer.data.status;
    if (!acceptedStatuses.includes(status)) throw refusal(550, `5.7.0 The SMS was refused: ${statusNames.get(status) ?? status}`);
    log('mail-to-SMS accepted', { account: sending.account, user: subject.userId, recipients: phones.length, campaignId: answer.data.campaignId });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? config.mail.mailToSmsPort ?? 2525, options.host ?? '0.0.0.0', () => resolve());
  });
  server.on('error', (error) => log('mail-to-SMS listener error', error));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
