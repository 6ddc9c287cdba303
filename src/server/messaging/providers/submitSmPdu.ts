/**
 * submit_sm written straight into one buffer. The smpp package builds a PDU by walking every
 * parameter of its command table three times (defaults, filters, sizes) and then once more to
 * write; building PDUs was about a seventh of the CPU of a 100k SMPP send (both ends of the
 * bench, the provider's submit_sm about half of it). The
 * fields the provider sends are few and fixed, so they are written here directly: the same
 * bytes as the package's PDU.toBuffer (submitSmPdu.test.ts compares them), the same PDU object
 * for Session.send, which numbers it and keeps its answer's callback. Anything else (a field
 * this does not write, a text not already octets) goes through the package as before.
 */
import * as smpp from 'smpp';
import type { PDU, PduFields } from 'smpp';

const submitSm = 0x00000004;
const written = new Set(['source_addr_ton', 'source_addr_npi', 'source_addr', 'dest_addr_ton', 'dest_addr_npi', 'destination_addr', 'esm_class', 'registered_delivery', 'data_coding', 'short_message']);

/** As the package writes a C-Octet String: one octet a UTF-16 unit ('ascii'), then NUL. */
function writeCString(value: string, buffer: Buffer, offset: number): number {
  buffer.write(value, offset, 'ascii');
  buffer[offset + value.length] = 0;
  return offset + value.length + 1;
}

function encode(fields: PduFields, message: Buffer, sequenceNumber: number): Buffer {
  const source = fields.source_addr ?? '';
  const destination = fields.destination_addr ?? '';
  // Header 16; service_type, schedule_delivery_time and validity_period empty (their NUL);
  // the two addresses with their NUL; eleven one-octet fields; sm_length and the message.
  const length = 16 + 3 + (source.length + 1) + (destination.length + 1) + 11 + 1 + message.length;
  const buffer = Buffer.allocUnsafe(length);
  buffer.writeUInt32BE(length, 0);
  buffer.writeUInt32BE(submitSm, 4);
  buffer.writeUInt32BE(0, 8);
  buffer.writeUInt32BE(sequenceNumber, 12);
  let offset = 16;
  buffer[offset++] = 0; // service_type ''
  buffer[offset++] = fields.source_addr_ton ?? 0;
  buffer[offset++] = fields.source_addr_npi ?? 0;
  offset = writeCString(source, buffer, offset);
  buffer[offset++] = fields.dest_addr_ton ?? 0;
  buffer[offset++] = fields.dest_addr_npi ?? 0;
  offset = writeCString(destination, buffer, offset);
  buffer[offset++] = fields.esm_class ?? 0;
  buffer[offset++] = 0; // protocol_id
  buffer[offset++] = 0; // priority_flag
  buffer[offset++] = 0; // schedule_delivery_time ''
  buffer[offset++] = 0; // validity_period ''
  buffer[offset++] = fields.registered_delivery ?? 0;
  buffer[offset++] = 0; // replace_if_present_flag
  buffer[offset++] = fields.data_coding ?? 0;
  buffer[offset++] = 0; // sm_default_msg_id
  buffer[offset++] = message.length;
  message.copy(buffer, offset);
  return buffer;
}

/** The submit_sm of these fields, for Session.send. */
export function submitSmPdu(fields: PduFields): PDU {
  const message = fields.short_message;
  const direct = Buffer.isBuffer(message) && message.length <= 0xff && fields.data_coding != null && Object.keys(fields).every((key) => written.has(key));
  if (!direct) return new smpp.PDU('submit_sm', fields);
  const pdu: PDU = Object.create(smpp.PDU.prototype) as PDU;
  Object.assign(pdu, fields, { command: 'submit_sm', command_id: submitSm, command_status: 0, sequence_number: 0, command_length: 0 });
  pdu.toBuffer = function (this: PDU) {
    const bytes = encode(fields, message, this.sequence_number);
    Object.assign(this, { command_length: bytes.length });
    return bytes;
  };
  return pdu;
}
