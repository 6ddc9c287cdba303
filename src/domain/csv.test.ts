import { csvCell, csvLine, csvRow, formulaSafe } from './csv';

describe('CSV cells (every export, server and browser)', () => {
  test('a cell starting with = + - @ tab or carriage return is prefixed with a single quote (OWASP CSV injection)', () => {
    expect(formulaSafe('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(formulaSafe('+cmd|/C calc!A0')).toBe("'+cmd|/C calc!A0");
    expect(formulaSafe('-2+3+cmd|/C calc!A0')).toBe("'-2+3+cmd|/C calc!A0");
    expect(formulaSafe('@SUM(1+1)*cmd|/C calc!A0')).toBe("'@SUM(1+1)*cmd|/C calc!A0");
    expect(formulaSafe('\t=1+1')).toBe("'\t=1+1");
    expect(formulaSafe('\r=1+1')).toBe("'\r=1+1");
  });

  test('a cell wholly a number stays as it is: an international phone, a negative amount', () => {
    expect(formulaSafe('+972501234567')).toBe('+972501234567');
    expect(formulaSafe('-2')).toBe('-2');
    expect(formulaSafe('-0.25')).toBe('-0.25');
    expect(formulaSafe('0501234567')).toBe('0501234567');
    // Not wholly a number: a phone with a formula after it is text.
    expect(formulaSafe('+972501234567+cmd|x')).toBe("'+972501234567+cmd|x");
    expect(formulaSafe('+972-50-1234567')).toBe("'+972-50-1234567");
  });

  test('quoting after escaping: commas, quotes, line ends and edge spaces; empty for nothing', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvRow(['a', '=b', 7])).toBe("a,'=b,7");
    expect(csvLine(['x', 'y'])).toBe('x,y\r\n');
  });
});
