/** The campaigns tag's operations that have behaviour so far (the composer's are issue 6). */
import type { HandlerMap } from '../../http/handler';
import { checkForbiddenText } from './checkForbiddenText';
import { getCampaignCreditsNumber } from './creditsNumber';
import { showPacketsPlan } from './packetsPlan';
import { sendCampaign } from './sendCampaign';
import { sendVoiceCampaign } from './sendVoiceCampaign';
import { deleteCampaign, getCampaignData } from './campaignData';
import { checkBirthdayCampaign } from './composerBirthday';
import { getDynamicFieldsHeaders, getUserAllContactLists } from './composerLists';
import { approveAppRules, checkIsIdCompany } from './composerRules';
import { deletePastedNumbers, getSelectedItemsDetails } from './composerSelection';
import { deleteDraftCampaign, getDraftsCampaigns } from './draftsList';
import { sendExampleCampaign } from './exampleSend';

export const campaignHandlers: HandlerMap = {
  showPacketsPlan,
  getCampaignCreditsNumber,
  sendCampaign,
  sendVoiceCampaign,
  checkForbiddenText,
  // The composer (issue 6).
  getDraftsCampaigns,
  deleteDraftCampaign,
  getCampaignData,
  deleteCampaign,
  getDynamicFieldsHeaders,
  getUserAllContactLists,
  getSelectedItemsDetails,
  deletePastedNumbers,
  checkBirthdayCampaign,
  sendExampleCampaign,
  approveAppRules,
  checkIsIdCompany,
} as HandlerMap;
