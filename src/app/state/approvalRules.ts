/**
 * "Accept the terms of use again" (users/enforcement-user): the sign-in answer says so, the
 * flag stays in local storage until the user accepts (campaigns/approve-app-rules), so a reload
 * or a new tab asks again; the route guard sends the user to the composer meanwhile.
 */
export const approvalRulesFlag = 'approvalRulesRequired';

export const approvalRulesRequired = (): boolean => localStorage.getItem(approvalRulesFlag) === '1';
export const requireApprovalRules = (): void => localStorage.setItem(approvalRulesFlag, '1');
export const approvalRulesAccepted = (): void => localStorage.removeItem(approvalRulesFlag);
