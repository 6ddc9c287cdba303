import { callUnits, recordingLengthAllowed } from './voice';

test('a call costs one unit per started minute of its recording', () => {
  expect(callUnits(6_000)).toBe(1);
  expect(callUnits(60_000)).toBe(1);
  expect(callUnits(60_001)).toBe(2);
  expect(callUnits(120_000)).toBe(2);
});

test('recordings of 6 to 120 seconds are allowed, nothing shorter or longer', () => {
  expect(recordingLengthAllowed(5_999)).toBe(false);
  expect(recordingLengthAllowed(6_000)).toBe(true);
  expect(recordingLengthAllowed(120_000)).toBe(true);
  expect(recordingLengthAllowed(120_001)).toBe(false);
});
