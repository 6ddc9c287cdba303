/** Sender-name requests' documents and decisions, and customers' documents of the secure store (issue 20). */
import type { HandlerMap } from '../../../http/handler';
import {
  decryptFile,
  deleteLocalSourceNumberText,
  deleteSourceNumberText,
  getSecureServerFile,
  getUserSourceNumberTextData,
  getUserSourceNumberTextFiles,
  saveAllSourceNumberText,
  saveSourceNumberText,
} from './requests';
import { createZoomMeeting, getZoomMeetingCoordinationData, sendZoomMeetingCoordination } from './meetings';

export const senderDocumentHandlers: HandlerMap = {
  getUserSourceNumberTextData,
  getUserSourceNumberTextFiles,
  decryptFile,
  getSecureServerFile,
  deleteLocalSourceNumberText,
  deleteSourceNumberText,
  saveSourceNumberText,
  saveAllSourceNumberText,
  sendZoomMeetingCoordination,
  getZoomMeetingCoordinationData,
  createZoomMeeting,
} as HandlerMap;
