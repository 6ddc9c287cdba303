/**
 * Who opened a link, from its user agent. Messengers fetch a link the moment it arrives to
 * draw a preview, and crawlers and scanners follow links on their own; neither is a person
 * who clicked, so click reports count them apart.
 */
import type { ClickKind } from '../../db/schema';

/**
 * Messengers and social sites that fetch a link to show its preview card. Only their fetchers:
 * an in-app browser (Instagram, Snapchat, LINE) is a person clicking.
 */
const previewAgents = /whatsapp|facebookexternalhit|facebookcatalog|meta-externalagent|slackbot|slack-imgproxy|telegrambot|twitterbot|skypeuripreview|discordbot|linkedinbot|iframely|embedly|redditbot|google-pagerenderer|microsoftpreview|vkshare|kakaotalk-scrap|mastodon\//i;

/** Crawlers, scanners and HTTP libraries: anything that announces itself as automatic, or says nothing. */
const botAgents = /bot\b|bot\/|crawl|spider|slurp|scan|preview|fetch|monitor|headless|phantomjs|python-requests|python-urllib|aiohttp|curl\/|wget\/|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|lighthouse|pingdom|uptime|safebrowsing|proofpoint|mimecast|barracuda/i;

export function clickKind(userAgent: string | undefined): ClickKind {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return 'bot';
  if (previewAgents.test(agent)) return 'preview';
  if (botAgents.test(agent)) return 'bot';
  return 'person';
}
