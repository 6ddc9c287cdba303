/**
 * Issue 14: a business result code is written by its contract name (src/contract/statusCodes,
 * e.g. `SaveTemplate.nameExists`), never as a bare number. The browser compares `status` with
 * names, and the server's handlers answer `status:` with names. This reads every file's syntax
 * tree and lists each place that still writes a bare number.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..');

function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip(relative(root, path))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A number as written: `2`, `-2`, `(2)`. */
function isBareNumber(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isBareNumber(node.expression);
  if (ts.isNumericLiteral(node)) return true;
  return ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand);
}

/** `status`, `x.status`, `x?.status`, `String(x.status)`: the expression reads a result code. */
function readsStatus(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return readsStatus(node.expression);
  if (ts.isIdentifier(node)) return node.text === 'status';
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'status';
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return readsStatus(node.left);
  return false;
}

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
]);

/** A code answered as a number: `2`, `-1`, or either branch of `cond ? 2 : 1`. */
function answersBareNumber(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return answersBareNumber(node.expression);
  if (ts.isConditionalExpression(node)) return answersBareNumber(node.whenTrue) || answersBareNumber(node.whenFalse);
  return isBareNumber(node);
}

/** A row written to the database (`.values({...})`, `.set({...})`) holds a column, not a result code. */
function isDatabaseRow(node: ts.ObjectLiteralExpression): boolean {
  const call = node.parent;
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && ['values', 'set'].includes(call.expression.name.text);
}

/** Each bare code in `text` as `path:line: code`. */
function bareCodesIn(path: string, text: string, side: 'browser' | 'server'): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const note = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, path)}:${line + 1}: ${node.getText().slice(0, 80)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind)) {
      if ((readsStatus(node.left) && isBareNumber(node.right)) || (readsStatus(node.right) && isBareNumber(node.left))) note(node);
    }
    if (ts.isSwitchStatement(node) && readsStatus(node.expression)) {
      for (const clause of node.caseBlock.clauses) if (ts.isCaseClause(clause) && isBareNumber(clause.expression)) note(clause);
    }
    if (side === 'server' && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'status') {
      if (answersBareNumber(node.initializer) && !(ts.isObjectLiteralExpression(node.parent) && isDatabaseRow(node.parent))) note(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const bareCodes = (path: string, side: 'browser' | 'server'): string[] => bareCodesIn(path, readFileSync(path, 'utf8'), side);

test('the browser compares result codes by their contract names, never as bare numbers', () => {
  const files = sourceFiles(join(root, 'src', 'app'), (path) => path === join('src', 'app', 'api', 'generated'));
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((path) => bareCodes(path, 'browser'))).toEqual([]);
});

// The handlers only: elsewhere in src/server a status is SMPP's command_status or HTTP's.
test("the server's handlers answer result codes by their contract names, never as bare numbers", () => {
  const skipped = (path: string) => /\.test\.ts$/.test(path);
  const files = sourceFiles(join(root, 'src', 'server', 'modules'), skipped);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((path) => bareCodes(path, 'server'))).toEqual([]);
});

test('the check finds bare codes where they are written, and passes names and database rows', () => {
  const probe = join(root, 'src', 'server', 'modules', 'probe.ts');
  const text = [
    'if (answer.data?.status === 1) done();',
    'if (status !== -2) retry();',
    'switch (result.status) { case 3: break; }',
    'const answer = { data: { status: failed ? 2 : 1 } };',
    "db.updateTable('auto_replies').set({ status: 0 });",
    'if (answer.data?.status === SaveTemplate.saved) done();',
    'const named = { data: { status: failed ? AddNewContacts.partlySaved : AddNewContacts.saved } };',
  ].join('\n');
  const lines = (side: 'browser' | 'server') => bareCodesIn(probe, text, side).map((found) => Number(found.split(':')[1]));
  expect(lines('server')).toEqual([1, 2, 3, 4]);
  // The browser's own objects (msw answers in tests) may hold numbers; its comparisons may not.
  expect(lines('browser')).toEqual([1, 2, 3]);
});
