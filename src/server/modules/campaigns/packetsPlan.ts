/**
 * campaigns/show-packets-plan: when each packet of a batched campaign goes out and to how
 * many, by the shared packet rules (src/domain/campaignTiming), in Israel time.
 */
import type { ShowPacketsPlanApiArg, ShowPacketsPlanApiResponse } from '../../../contract/campaigns';
import { packetsPlan, packetsProblem } from '../../../domain/campaignTiming';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../domain/israelTime';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { ShowPacketsPlan } from '../../../contract/statusCodes';


export const showPacketsPlan: Handler<ShowPacketsPlanApiArg> = async ({ body }, ctx): Promise<ShowPacketsPlanApiResponse> => {
  const start = body.startDate ? parseIsraelDateTime(body.startDate) : ctx.now();
  if (start === null) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.startDate' });
  const packets = { amount: body.packets.amount ?? 0, every: body.packets.every ?? 0, everyOption: body.packets.everyOption ?? 'MINUTE' };
  if (packetsProblem(packets, body.totalDestinations)) return { data: { status: ShowPacketsPlan.invalidPackets } };
  const plan = packetsPlan(body.totalDestinations, packets.amount, packets.every, packets.everyOption, start).map((row) => ({
    packetNumber: row.packetNumber,
    time: formatIsraelDateTime(row.at),
    amount: row.amount,
  }));
  return { data: { status: ShowPacketsPlan.plan, plan } };
};
