/** Matching a reply to a campaign's answer rows, and which rows a campaign acts on. */
import { answerFixedText, answerFor, autoRepliesOf, rowsProblem, rulesOf } from './autoReplies';

describe('automatic answer rows', () => {
  const rules = rulesOf([
    { type: 'equals', text: ' Yes ', answer: 'Booked' },
    { type: 'contains', text: 'price', answer: '99 NIS' },
    { type: 'contains', text: 'מחיר', answer: '99 ש"ח' },
  ]);

  test('equals is the whole reply, case and surrounding spaces aside; contains is a part of it; the first row wins', () => {
    expect(answerFor(rules, '  YES\n')).toBe('Booked');
    expect(answerFor(rules, 'yes please')).toBeNull();
    expect(answerFor(rules, 'What is the PRICE? yes')).toBe('99 NIS');
    expect(answerFor(rules, 'מה המחיר?')).toBe('99 ש"ח');
    expect(answerFor(rules, '   ')).toBeNull();
    expect(answerFor([], 'price')).toBeNull();
  });

  test('rows act only with allow_response; malformed kept rows are skipped, not matched', () => {
    const rows = [{ type: 'contains', text: 'a', answer: 'b' }];
    expect(autoRepliesOf({ autoReplyData: rows })).toEqual([]);
    expect(autoRepliesOf({ allow_response: true, autoReplyData: rows })).toEqual(rows);
    expect(rulesOf([{ type: 'any', text: 'a', answer: 'b' }, { type: 'contains', text: '', answer: 'b' }, ...rows])).toEqual(rows);
    expect(rowsProblem(rows)).toBeNull();
    expect(rowsProblem([{ type: 'contains', text: 'a', answer: ' ' }])).toBe('body.autoReplyData[0].answer');
  });

  test("an answer's fixed text drops its placeholders (the shortest any replier gets); without fields it is the answer itself", () => {
    expect(answerFixedText('Hi [First name], your code is [#2]!')).toBe('Hi , your code is !');
    expect(answerFixedText('שלום [שם]')).toBe('שלום ');
    expect(answerFixedText('Open 9-17')).toBe('Open 9-17');
    // Not placeholders: empty brackets, a bracket across lines, prose longer than a field name.
    expect(answerFixedText('[ ] [a\nb]')).toBe('[ ] [a\nb]');
    expect(answerFixedText(`[${'x'.repeat(51)}]`)).toBe(`[${'x'.repeat(51)}]`);
  });
});
