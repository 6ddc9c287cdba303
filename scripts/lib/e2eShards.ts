/**
 * How the browser test files are split into groups that run at once (scripts/e2e.ts): by their
 * duration in the last CI run, longest first into the group with least so far, so the groups
 * end together. A file not listed counts as an average one; a wrong weight only costs balance.
 */
const secondsInCi: Record<string, number> = {
  'everyPage.e2e.ts': 194,
  // Mostly waiting a minute for its A/B test's decision on the server (not measured in CI yet).
  'abTest.e2e.ts': 75,
  'whatsapp.e2e.ts': 46,
  'support.e2e.ts': 45,
  'settings-numbers.e2e.ts': 42,
  'contacts.e2e.ts': 38,
  'accounts.e2e.ts': 30,
  'whatsappAdmin.e2e.ts': 30,
  'shell.e2e.ts': 30,
  'settings-blocks.e2e.ts': 29,
  'settings-blocks-lists.e2e.ts': 25,
  'chat.e2e.ts': 24,
  'composer.e2e.ts': 24,
  'voice.e2e.ts': 24,
  'settings-brands.e2e.ts': 22,
  'settings-prices.e2e.ts': 20,
  'campaign.e2e.ts': 18,
  'settings-policy.e2e.ts': 14,
  'usersManagement.e2e.ts': 13,
  'settings-senderDocuments.e2e.ts': 10,
};
const averageSeconds = 20;

const weightOf = (file: string) => secondsInCi[file.split('/').pop() ?? file] ?? averageSeconds;

export function splitByWeight(files: string[], groups: number): string[][] {
  const count = Math.max(1, Math.min(groups, files.length));
  const split = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = split.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  return split.map((group) => group.files);
}
