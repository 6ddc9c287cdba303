/** The users tag's family operations (issue 15) and the credit transfer between a manager and its users. */
import type { HandlerMap } from '../../http/handler';
import { setNewMessagesBalance } from './creditTransfer';
import { getAllSubUsers, getAllUsers } from './familyReport';
import { createSubUser, deleteSubUser, updateSubUser } from './subUsers';

export const usersHandlers: HandlerMap = { createSubUser, updateSubUser, deleteSubUser, getAllSubUsers, getAllUsers, setNewMessagesBalance } as HandlerMap;
