/**
 * The calling number as the trunk wants it (VOICE_SIP_CALLER_ID_PREFIX). Our numbers are digits
 * in international form (972501234567); trunks differ: some want "+972…", some the national
 * "0501234567", some a tech prefix. The rule is either
 *   - a prefix added in front ("+" gives +972501234567), or
 *   - `<leading digits>=<replacement>`: a number that starts with the leading digits has them
 *     replaced ("972=0" gives 0501234567); other numbers are left as they are.
 * Empty: the number as it is.
 */
export function callerIdOf(number: string, rule: string): string {
  if (!rule) return number;
  const equals = rule.indexOf('=');
  if (equals < 0) return rule + number;
  const leading = rule.slice(0, equals);
  return number.startsWith(leading) ? rule.slice(equals + 1) + number.slice(leading.length) : number;
}
