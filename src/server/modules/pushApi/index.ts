/** The users tag's push-URL settings (users/push-api/*): where the account's events are POSTed. */
import type { HandlerMap } from '../../http/handler';
import { addNewPushUrl } from './addPushUrl';
import { getPushDeliveries } from './deliveries';
import { changeAlarmStatus, changePushApiStatus, deletePushApi, getPushApiSettings } from './settings';
import { sendPushTestEvent } from './testEvent';

export const pushApiHandlers: HandlerMap = { getPushApiSettings, changeAlarmStatus, changePushApiStatus, deletePushApi, addNewPushUrl, sendPushTestEvent, getPushDeliveries } as HandlerMap;
