/**
 * A campaign's automatic answers (the composer's "allow response" rows, AutoReplies.tsx): when
 * a recipient's reply contains, or equals, a row's text, the row's answer goes back to them.
 * The composer offers exactly the two types below; the rows act only with allow_response. Shared
 * by the composer (its limits) and the server (its checks and matching).
 *
 * An answer may carry the campaign's dynamic fields ([title], [#n]): each replier gets it with
 * their own values, filled by the same rule as the message (server: autoReply/answerText.ts).
 */
import { dynamicFieldsIn } from './dynamicFields';

/** A row as the composer sends it (the contract's AutoReplyRow). */
export interface AutoReplyRow {
  type?: string;
  text?: string;
  answer?: string;
}

export const autoReplyTypes = ['contains', 'equals'] as const;
export type AutoReplyType = (typeof autoReplyTypes)[number];

/** More rows than a person reads through when setting up answers; also bounds the matching work per reply. */
export const maxAutoReplies = 20;

export interface AutoReplyRule {
  type: AutoReplyType;
  text: string;
  answer: string;
}

const isType = (type: string | undefined): type is AutoReplyType => (autoReplyTypes as readonly string[]).includes(type ?? '');

/** The rows a campaign (as its request was kept) acts on: none unless replies are allowed. */
export function autoRepliesOf(request: { allow_response?: boolean; autoReplyData?: AutoReplyRow[] } | undefined): AutoReplyRow[] {
  return request?.allow_response === true ? (request.autoReplyData ?? []) : [];
}

/**
 * Why the rows cannot be kept, as the body field at fault, or null. A row needs a known type,
 * a text to compare and an answer; these the composer always sends right, so a wrong one is
 * bad input (400), not a business refusal.
 */
export function rowsProblem(rows: AutoReplyRow[]): string | null {
  if (rows.length > maxAutoReplies) return 'body.autoReplyData';
  for (const [i, row] of rows.entries()) {
    if (!isType(row.type)) return `body.autoReplyData[${i}].type`;
    if (!row.text?.trim()) return `body.autoReplyData[${i}].text`;
    if (!row.answer?.trim()) return `body.autoReplyData[${i}].answer`;
  }
  return null;
}

/** The rows as matching uses them (only well-formed ones: a campaign kept before the checks may hold others). */
export function rulesOf(rows: AutoReplyRow[]): AutoReplyRule[] {
  return rows.flatMap((r) => (isType(r.type) && r.text?.trim() && r.answer?.trim() ? [{ type: r.type, text: r.text.trim(), answer: r.answer.trim() }] : []));
}

const normal = (text: string): string => text.trim().toLocaleLowerCase();

/** The answer of the first row the reply matches (case and surrounding spaces aside), or null. */
export function answerFor(rules: AutoReplyRule[], reply: string): string | null {
  const said = normal(reply);
  if (!said) return null;
  const rule = rules.find((r) => (r.type === 'contains' ? said.includes(normal(r.text)) : said === normal(r.text)));
  return rule?.answer ?? null;
}

/**
 * The answer with its placeholders taken out: the shortest it can go to anyone, since a
 * filled field only adds characters (a replier with no value for it gets nothing there). The
 * length limit counts characters whatever the encoding, so if this is too long, every
 * replier's answer is; an answer without fields is returned as it is, exactly what goes.
 */
export function answerFixedText(answer: string): string {
  const refs = dynamicFieldsIn(answer);
  let text = '';
  let from = 0;
  for (const ref of refs) {
    text += answer.slice(from, ref.start);
    from = ref.end;
  }
  return text + answer.slice(from);
}
