import type { CampaignStatus } from '../db/schema';
import { campaignStatuses, canMove, checkMove, CampaignTransitionError } from './transitions';

/** Every move the product makes, written out; any pair not here must be refused. */
const allowed = new Set([
  'draft→draft', // a draft changed in the composer
  'draft→waiting', // accepted, due now
  'draft→future', // accepted, due later
  'draft→held', // accepted without permission to send
  'waiting→sending', // its first messages made
  'waiting→future', // rescheduled
  'waiting→stopped', // stopped by an administrator
  'future→future', // a repeating campaign's run claimed, or rescheduled
  'future→sending',
  'future→sent', // a repeating campaign's last run claimed
  'future→stopped',
  'sending→sent', // its last shipment done
  'sending→stopped',
  'held→held', // rescheduled while held
  'held→waiting', // approved or resumed, where it was
  'held→future',
  'held→sending',
  'held→stopped',
  'stopped→stopped', // rescheduled while stopped
  'stopped→waiting', // resumed, where it was
  'stopped→future',
  'stopped→sending',
]);

describe('the campaign status transition table', () => {
  const pairs = campaignStatuses.flatMap((from) => campaignStatuses.map((to) => [from, to] as [CampaignStatus, CampaignStatus]));

  it.each(pairs)('%s → %s is allowed exactly when the product makes that move', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it('a sent campaign moves nowhere', () => {
    for (const to of campaignStatuses) expect(canMove('sent', to)).toBe(false);
  });

  it('a write naming a from-status the table refuses throws before writing', () => {
    expect(() => checkMove(['waiting', 'sent'], 'sending', 7)).toThrow(CampaignTransitionError);
    expect(() => checkMove(['waiting', 'sent'], 'sending', 7)).toThrow('campaign 7 may not move from sent to sending');
    expect(() => checkMove(['waiting', 'future'], 'sending')).not.toThrow();
  });
});
