/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliveryStatuses } from './deliveryStatus';

const root = join(__dirname, '..', '..', '..', '..', '..');
const contract = JSON.parse(readFileSync(join(root, 'api-spec', 'openapi.json'), 'utf8')) as { components: { schemas: { DeliveryStatus: { enum: string[] } } } };

describe('delivery statuses', () => {
  test('the reports know every status of the contract, acceptedByNetwork and noReceipt among them', () => {
    expect([...deliveryStatuses].sort()).toEqual([...contract.components.schemas.DeliveryStatus.enum].sort());
    expect(deliveryStatuses).toEqual(expect.arrayContaining(['acceptedByNetwork', 'noReceipt']));
  });

  test.each(['he', 'en', 'ru', 'ar'])('each has its own label in %s', (lang) => {
    const labels = (JSON.parse(readFileSync(join(root, 'locales', lang, 'reports.json'), 'utf8')) as { deliveryStatus: Record<string, string> }).deliveryStatus;
    for (const status of deliveryStatuses) expect([status, labels[status]?.trim()]).toEqual([status, expect.any(String)]);
    expect(new Set(deliveryStatuses.map((s) => labels[s])).size).toBe(deliveryStatuses.length);
  });
});
