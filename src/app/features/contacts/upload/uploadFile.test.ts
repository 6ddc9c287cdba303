import { fileProblem } from './uploadFile';

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

test('every sheet upload is at most 15MB in the browser too, a CSV like a workbook', () => {
  const tooLarge = { key: 'errors.files.tooLarge', values: { max: '15MB' } };
  expect(fileProblem(fileOf('big.csv', 15 * 1024 * 1024 + 1))).toEqual(tooLarge);
  expect(fileProblem(fileOf('big.xlsx', 15 * 1024 * 1024 + 1))).toEqual(tooLarge);
  expect(fileProblem(fileOf('ok.csv', 15 * 1024 * 1024))).toBeNull();
  expect(fileProblem(fileOf('photo.png', 10))).toEqual({ key: 'errors.files.unsupportedType' });
});
