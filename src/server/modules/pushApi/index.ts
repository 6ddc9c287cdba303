/** The users tag's push-URL settings (users/push-api/*): where the account's events are POSTed. */
import type { HandlerMap } from '../../http/handler';
import { addNewPushUrl } from './addPushUrl';
import { changeAlarmStatus, changePushApiStatus, deletePushApi, getPushApiSettings } from './settings';

export const pushApiHandlers: HandlerMap = { getPushApiSettings, changeAlarmStatus, changePushApiStatus, deletePushApi, addNewPushUrl } as HandlerMap;
