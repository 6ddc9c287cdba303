/** The files tag's destination operations: pasted numbers and destinations files for the composer. */
import type { HandlerMap } from '../../http/handler';
import { deleteFile, isHashExist, updateDestinationsFileStatus } from './manage';
import { uploadPastedNumbers } from './pasted';
import { updateAndCheckDestinationsFileData } from './upload';

export const fileHandlers: HandlerMap = {
  uploadPastedNumbers,
  updateAndCheckDestinationsFileData,
  updateDestinationsFileStatus,
  isHashExist,
  deleteFile,
} as HandlerMap;
