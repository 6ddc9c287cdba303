import { evidenceText, evidenceTextLimit, isOptOutReply, replyWords } from './consent';
import { unsubscribeReplyWordings } from './messageParts';

describe('an opt-out by reply is the whole reply asking to be removed, in Hebrew, English, Russian or Arabic', () => {
  test('the plain requests opt out', () => {
    for (const reply of ['הסר', 'STOP', 'remove me', 'отписаться', 'إلغاء', 'הסרה', 'Remove', 'unsubscribe', 'стоп', 'الغاء الاشتراك', 'הסירו אותי']) {
      expect([reply, isOptOutReply(reply)]).toEqual([reply, true]);
    }
  });

  test('case, spaces, punctuation, emoji, diacritics and right-to-left marks do not matter', () => {
    for (const reply of [' הסר! ', 'stop.', 'StOp!!!', '  REMOVE   ME ', 'הָסֵר', '\u200Fהסר\u200F', '\u202Bإلغاء\u202C', 'إِلْغَاء', 'الغـــاء', 'Отписаться.', 'ОТПИСАТЬСЯ', 'stop 🛑', '"STOP"']) {
      expect([reply, isOptOutReply(reply)]).toEqual([reply, true]);
    }
  });

  test('words of courtesy around the request are allowed', () => {
    for (const reply of [
      'please remove me',
      'Please, remove me from your list. Thanks!',
      'הסר בבקשה',
      'בבקשה הסירו אותי מהרשימה, תודה',
      'отпишите меня, пожалуйста',
      'إلغاء الاشتراك من فضلك',
      'STOP please please',
    ]) {
      expect([reply, isOptOutReply(reply)]).toEqual([reply, true]);
    }
  });

  test('a word inside a sentence of its own does not opt out', () => {
    for (const reply of [
      'remove me later',
      'I will stop by tomorrow',
      'למה הסרתם את המבצע?',
      'אל תסירו אותי',
      "don't remove me",
      'не надо отписываться',
      'هل يمكن إلغاء الطلب؟',
      'thanks',
      '',
      '   ',
      '🛑',
    ]) {
      expect([reply, isOptOutReply(reply)]).toEqual([reply, false]);
    }
  });

  test('every unsubscribe line the product appends names a word that opts out', () => {
    for (const wording of Object.values(unsubscribeReplyWordings)) expect(wording.split(/\s+/).some((word) => isOptOutReply(word))).toBe(true);
  });

  test('replyWords folds what phones add around the words', () => {
    expect(replyWords('\u200F  Hello,   WORLD! \u200E')).toBe('hello world');
    expect(replyWords('إلغاء')).toBe(replyWords('الغاء'));
  });
});

test('the text received is kept trimmed and bounded', () => {
  expect(evidenceText('  STOP \n')).toBe('STOP');
  expect(evidenceText('x'.repeat(evidenceTextLimit + 10))).toHaveLength(evidenceTextLimit);
  expect(evidenceText('')).toBeNull();
  expect(evidenceText(undefined)).toBeNull();
});
