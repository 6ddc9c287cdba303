/** IP address shapes, for the confirm modal's IP input and the profile's allowed IPs alike. */

export function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || value.split('::').length > 2) return false;
  const [head, tail] = value.includes('::') ? value.split('::') : [value, undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = [...groupsOf(head), ...(tail === undefined ? [] : groupsOf(tail))];
  // An embedded IPv4 address at the end counts as two groups.
  const last = groups[groups.length - 1];
  const embedsIPv4 = last !== undefined && last.includes('.');
  if (embedsIPv4 && !isIPv4(last)) return false;
  const hexGroups = embedsIPv4 ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  const count = hexGroups.length + (embedsIPv4 ? 2 : 0);
  return tail === undefined ? count === 8 : count < 8;
}

export const isIP = (value: string): boolean => isIPv4(value) || isIPv6(value);
