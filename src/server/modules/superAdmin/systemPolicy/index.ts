/** The system policy of the settings screens: prohibited words' lists, forbidden sources, system users (issue 20). */
import type { HandlerMap } from '../../../http/handler';
import { addForbiddenSource, removeForbiddenSource } from './forbiddenSources';
import { getSysData } from './systemData';
import { addSystemUser, removeSystemUser } from './systemUsers';

export const systemPolicyHandlers = { getSysData, addForbiddenSource, removeForbiddenSource, addSystemUser, removeSystemUser } as HandlerMap;
