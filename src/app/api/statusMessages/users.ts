import { error, success, warning, type StatusMessage, type StatusMessageTable } from './types';

const quiet = (row: StatusMessage): StatusMessage => ({ ...row, quiet: true });

export const usersStatusMessages: StatusMessageTable = {
  changeAlarmStatus: {
    '1': success('pushApi.status.alarmSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  changePushApiStatus: {
    '1': success('pushApi.status.statusSaved'),
    '-1': error('errors.generic.errorSavingData'),
  },
  deletePushApi: {
    '1': success('pushApi.status.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
  addNewPushUrl: {
    '1': success('pushApi.status.added'),
    '-1': error('errors.generic.errorSavingData'),
    // The push-API page shows these under the address field.
    '-2': quiet(error('pushApi.status.duplicateUrl')),
    '-3': quiet(error('pushApi.status.invalidUrl')),
    '-4': quiet(error('pushApi.status.privateAddress')),
  },
  // The push-API page shows the test's outcome next to its button, with the HTTP status.
  sendPushTestEvent: {
    '1': quiet(success('pushApi.test.taken')),
    '-1': quiet(error('pushApi.test.error')),
    '-2': quiet(warning('pushApi.test.refused')),
    '-3': quiet(warning('pushApi.test.noAnswer')),
    '-4': quiet(error('pushApi.test.notPublic')),
  },
  verifyUserPassword: {
    '1': success('users.password.verified'),
    '-1': error('users.password.wrongPassword'),
  },
  usersUpdateUserPassword: {
    '0': success('errors.subUserPassword.0'),
    '1': quiet(error('errors.subUserPassword.1')),
    '2': quiet(error('errors.subUserPassword.2')),
    '3': error('errors.subUserPassword.3'),
    '4': error('errors.subUserPassword.4'),
    '-1': quiet(error('users.password.wrongCurrentPassword')),
  },
  createSubUser: {
    '1': success('users.subUser.created'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.subUserPassword.1'),
    '-4': error('users.subUser.permissionNotHeld'),
    '-5': error('users.subUser.sourceNameNotApproved'),
    '-6': error('users.subUser.verifiedNumberNotShared'),
    '511': error('errors.session.emailTaken'),
  },
  updateSubUser: {
    '1': success('users.subUser.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('errors.other.verifyUsername'),
    '-3': error('errors.subUserPassword.1'),
    '-4': error('users.subUser.permissionNotHeld'),
    '-5': error('users.subUser.sourceNameNotApproved'),
    '-6': error('users.subUser.verifiedNumberNotShared'),
    '511': error('errors.session.emailTaken'),
  },
  // The my-profile form shows its refusals under their fields.
  saveMyProfile: {
    '1': success('users.profile.saved'),
    '-1': quiet(error('errors.generic.errorSavingData')),
    '511': quiet(error('errors.session.emailTaken')),
  },
  saveAccountSettings: {
    '1': success('profile.settings.saved'),
    '-1': error('errors.generic.errorSavingData'),
    // Said under the sender's field.
    '-2': quiet(error('profile.settings.senderNotApproved')),
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
