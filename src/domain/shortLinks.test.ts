import { appearsIn, personalLinksIn, shortLinkCodesIn, shortLinksIn, shortUrlFor } from './shortLinks';

const base = 'https://sms.example';

describe('where a short link ends (section 5)', () => {
  test('rule: a link ends at the first character that cannot continue its code', () => {
    const link = shortUrlFor(base, 'Ab3dE');
    expect(appearsIn(`see ${link}.`, link)).toBe(true);
    expect(appearsIn(`see ${link}\nnext`, link)).toBe(true);
    // A longer code that starts alike is another link; messengers read '-' and '_' as part of a link.
    expect(appearsIn(`see ${link}F`, link)).toBe(false);
    expect(appearsIn(`see ${link}-x`, link)).toBe(false);
    expect(appearsIn(`see ${link}_x`, link)).toBe(false);
  });

  test('the links a text holds: by code length, on our origin or any, each once', () => {
    const text = `a ${base}/s/Ab3dE b ${base}/s/Gen1234 c https://other.example/s/Zz9yX d /s/Qq1wE e ${base}/s/Ab3dE f ${base}/s/Ab3dEF-`;
    expect(shortLinkCodesIn(text, { length: 5 })).toEqual(['Ab3dE', 'Zz9yX', 'Qq1wE']);
    expect(shortLinkCodesIn(text, { length: 7 })).toEqual(['Gen1234']);
    expect(shortLinkCodesIn(text, { base })).toEqual(['Ab3dE', 'Gen1234']);
    expect(shortLinksIn(text, { length: 5 }).map((l) => l.withOrigin)).toEqual([true, true, false]);
  });

  test('a campaign\'s personal links: those the composer made, and any campaign link written with its origin', () => {
    const made = shortUrlFor(base, 'Made1');
    const fromTemplate = shortUrlFor(base, 'Tmpl2');
    const general = shortUrlFor(base, 'General');
    const gone = shortUrlFor(base, 'Gone3');
    expect(personalLinksIn(`${made} ${fromTemplate} ${general} /s/Bare4`, [made, gone])).toEqual([made, fromTemplate]);
  });
});
