/** Short links: made by the composer (files tag), followed by recipients (public tag). */
import type { HandlerMap } from '../../http/handler';
import { createShortUrl } from './createShortUrl';
import { followShortLink } from './follow';

export const linkHandlers: HandlerMap = { createShortUrl, followShortLink } as HandlerMap;
