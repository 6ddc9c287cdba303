import * as smpp from 'smpp';
import type { PduFields } from 'smpp';
import { sourceAddress, toNetworkMessage } from './smppEncoding';
import { submitSmPdu } from './submitSmPdu';

/** The fields the provider sends for each part of a text (smpp.ts submit). */
function partsOf(text: string, from: string, to: string, reference = 7): PduFields[] {
  const network = toNetworkMessage(text, reference);
  return network.shortMessages.map((shortMessage) => ({
    ...sourceAddress(from),
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    destination_addr: to,
    esm_class: network.esmClass,
    registered_delivery: 1,
    data_coding: network.dataCoding,
    short_message: shortMessage,
  }));
}

const bytesOf = (pdu: smpp.PDU, sequence: number): Buffer => {
  pdu.sequence_number = sequence;
  return pdu.toBuffer();
};

describe('submit_sm written directly', () => {
  const cases: [string, string, string][] = [
    ['Your order 1 is on its way', 'TestShop', '972501234567'],
    ['', 'TestShop', '972501234567'],
    ['Braces {x} [y] ~ | \\ ^ € and a newline\nend', '97250000001', '972501234567'],
    ['שלום, ההזמנה שלך בדרך', 'Shop', '972521112233'],
    ['a long GSM text '.repeat(30), 'LongShop', '972541112233'],
    ['טקסט ארוך בעברית '.repeat(12), '972777000111', '972541112233'],
    ['Emoji 😀 and ünïcödé', 'Sender11ch', '447700900123'],
  ];

  test.each(cases)('writes the same bytes as the smpp package: %j', (text, from, to) => {
    for (const [i, fields] of partsOf(text, from, to).entries()) {
      expect(bytesOf(submitSmPdu(fields), 1000 + i).equals(bytesOf(new smpp.PDU('submit_sm', fields), 1000 + i))).toBe(true);
    }
  });

  test('the package reads it back as the same submit_sm', () => {
    const [fields] = partsOf('Hello [x]', 'TestShop', '972501234567');
    const read = new smpp.PDU(bytesOf(submitSmPdu(fields!), 42) as unknown as string);
    expect(read).toMatchObject({ command: 'submit_sm', sequence_number: 42, source_addr: 'TestShop', destination_addr: '972501234567', registered_delivery: 1, data_coding: 0 });
  });

  test('fields it does not write go through the package', () => {
    const [fields] = partsOf('Hi', 'TestShop', '972501234567');
    const withValidity = { ...fields!, protocol_id: 1 };
    expect(bytesOf(submitSmPdu(withValidity), 5).equals(bytesOf(new smpp.PDU('submit_sm', withValidity), 5))).toBe(true);
  });
});
