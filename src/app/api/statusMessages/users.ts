import { error, success, type StatusMessageTable } from './types';

export const usersStatusMessages: StatusMessageTable = {
  changeAlarmStatus: {
    '1': success('users.pushApi.alarmSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  changePushApiStatus: {
    '1': success('users.pushApi.statusSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  deletePushApi: {
    '1': success('users.pushApi.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addNewPushUrl: {
    '1': success('users.pushApi.added'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('users.pushApi.duplicateUrl'),
    '-3': error('users.pushApi.invalidUrl'),
    '-4': error('users.pushApi.privateAddress'),
  },
  verifyUserPassword: {
    '1': success('users.password.verified'),
    '-1': error('users.password.wrongPassword'),
  },
  usersUpdateUserPassword: {
    '0': success('errors.subUserPassword.0'),
    '1': error('errors.subUserPassword.1'),
    '2': error('errors.subUserPassword.2'),
    '3': error('errors.subUserPassword.3'),
    '4': error('errors.subUserPassword.4'),
    '-1': error('users.password.wrongCurrentPassword'),
  },
  createSubUser: {
    '1': success('users.subUser.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.subUserPassword.1'),
    '511': error('errors.session.emailTaken'),
  },
  updateSubUser: {
    '1': success('users.subUser.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.subUserPassword.1'),
    '511': error('errors.session.emailTaken'),
  },
  saveMyProfile: {
    '1': success('users.profile.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '511': error('errors.session.emailTaken'),
  },
  enforcementUser: {
    '1': success('users.enforcement.saved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  deleteSubUser: {
    '1': success('users.subUser.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
    '-2': error('users.subUser.campaignSending'),
  },
};
