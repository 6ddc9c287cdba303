/** The my-profile page's calls: a save, a password change or an OTP change reads the profile again. */
import { campaignsApi } from '../../api/generated/campaigns';
import { mainApi } from '../../api/generated/main';
import { reportsApi } from '../../api/generated/reports';
import { usersApi } from '../../api/generated/users';

const profile = { type: 'MyProfile' as const, id: 'ME' };
const settings = { type: 'MyProfile' as const, id: 'SETTINGS' };

export const profileApi = usersApi.enhanceEndpoints({
  addTagTypes: ['MyProfile'],
  endpoints: {
    getMyProfile: { providesTags: [profile] },
    saveMyProfile: { invalidatesTags: [profile] },
    getAccountSettings: { providesTags: [settings] },
    saveAccountSettings: { invalidatesTags: [settings] },
  },
});

const otpApi = mainApi.enhanceEndpoints({
  addTagTypes: ['MyProfile'],
  endpoints: {
    verifyOtp: { invalidatesTags: [profile] },
    otpOff: { invalidatesTags: [profile] },
    deleteOtpPhone: { invalidatesTags: [profile] },
  },
});

const reportsEmailApi = reportsApi.enhanceEndpoints({ addTagTypes: ['MyProfile'], endpoints: { updateEmailAddress: { invalidatesTags: [profile] } } });

// Accepting the terms (wherever it is done) changes the profile's terms section.
const termsApi = campaignsApi.enhanceEndpoints({ addTagTypes: ['MyProfile'], endpoints: { approveAppRules: { invalidatesTags: [profile] } } });

export const { useGetMyProfileQuery, useSaveMyProfileMutation, useUsersUpdateUserPasswordMutation, useGetAccountSettingsQuery, useSaveAccountSettingsMutation } = profileApi;
export const { useOtpOnMutation, useVerifyOtpMutation, useOtpOffMutation, useDeleteOtpPhoneMutation } = otpApi;
export const { useUpdateEmailAddressMutation } = reportsEmailApi;
export const { useApproveAppRulesMutation: useApproveTermsMutation } = termsApi;
