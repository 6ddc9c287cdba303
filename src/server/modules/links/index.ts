/** Short links: made by the composer (files tag), followed by recipients (public tag); coupon pages (campaigns tag). */
import type { HandlerMap } from '../../http/handler';
import { getCoupon } from './coupons';
import { createShortUrl } from './createShortUrl';
import { followShortLink } from './follow';

export const linkHandlers: HandlerMap = { createShortUrl, followShortLink, getCoupon } as HandlerMap;
