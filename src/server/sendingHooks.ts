/**
 * The modules' functions the sending pipeline calls (messaging/hooks.ts), registered when this
 * file is loaded: by app.ts, so every server and test that builds the app has them, and by the
 * worker entry (scripts/worker.ts), which sends without building the app. Here, above both
 * messaging and the modules, is the only place that knows both.
 */
import { registerSendingHooks, type SendingHooks } from './messaging/hooks';
import { answerReply } from './modules/autoReply/answer';
import { BlacklistSource } from './modules/blacklist/store';
import { unsubscribe } from './modules/blacklist/unsubscribed';
import { passAbTests } from './modules/campaigns/abDecision';
import { runDueRepeats } from './modules/campaigns/repeatRunner';
import { campaignLinkBook } from './modules/links/recipientLinks';
import { mailReply } from './modules/myProfile/smsToMail';
import { countMadeMessages } from './modules/reports/messages/messageDays';

export const moduleSendingHooks: SendingHooks = {
  campaignLinkBook,
  countMadeMessages,
  unsubscribeByReply: (tx, request) => unsubscribe(tx, { ...request, source: BlacklistSource.reply }),
  answerReply,
  mailReply,
  // The same pass over due campaign work makes the A/B tests' decisions (abDecision.ts).
  runDueRepeats: async (db, now, host, log) => (await runDueRepeats(db, now, host, log)) + (await passAbTests(db, now, log)),
};

registerSendingHooks(moduleSendingHooks);
