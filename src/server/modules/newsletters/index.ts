/** The newsletter and landing-page hand-off, and the embedded newsletter service's routes. */
import type { HandlerMap } from '../../http/handler';
import { createNewslettersAccount, getNewslettersLoginToken } from './accounts';
import { linkToCl } from './linkToCl';
import {
  createNewsletterSimulatorLandingPage,
  openNewsletterSimulator,
  showNewsletterSimulatorAccount,
  showNewsletterSimulatorLandingPage,
  submitNewsletterSimulatorSignUp,
} from './simulatorRoutes';

export const newsletterHandlers: HandlerMap = {
  createNewslettersAccount,
  getNewslettersLoginToken,
  linkToCl,
  openNewsletterSimulator,
  showNewsletterSimulatorAccount,
  createNewsletterSimulatorLandingPage,
  showNewsletterSimulatorLandingPage,
  submitNewsletterSimulatorSignUp,
} as HandlerMap;
