/**
 * What of a request the audit log keeps: small, and never a secret. A key that may hold a
 * password, a token, a code or a card is dropped whatever its value; long texts and lists are
 * cut, so a row stays a few hundred bytes.
 */
const secretKey = /pass|token|secret|code|otp|card|cvv|hash|key/i;
const maxText = 200;
const maxItems = 20;
const maxDepth = 4;

export function requestSummary(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > maxText ? `${value.slice(0, maxText)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, maxItems).map((item) => requestSummary(item, depth + 1));
    return value.length > maxItems ? [...kept, `… ${value.length - maxItems} more`] : kept;
  }
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!secretKey.test(key) && item !== undefined) kept[key] = requestSummary(item, depth + 1);
  }
  return kept;
}
