/**
 * Request bodies nested deeper than any contract shape are refused before they are parsed:
 * JSON.parse takes thousands of levels, but what handlers do with the result (JSON.stringify
 * into a column, a recursive walk) overflows the stack, a 500 a caller could cause at will.
 */

/** The deepest nesting of a JSON request body the server takes (the contract's deepest is far below). */
export const maxJsonDepth = 64;

/** Whether the JSON text nests objects and arrays deeper than `limit` (strings are skipped, escapes too). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}
