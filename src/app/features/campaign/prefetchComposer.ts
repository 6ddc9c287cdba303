/**
 * What the composer asks for as it mounts, asked for as the app starts on /campaign instead
 * (routes.ts `data`): the answers are in when the page first draws, so it draws once with
 * them, instead of drawing, then drawing again for each answer (on a phone each was a long
 * task). The arguments are the ones the sections' hooks pass, so those hooks find the answers.
 */
import type { User } from '../../api/generated/main';
import { campaignsApi } from '../../api/generated/campaigns';
import type { AppDispatch } from '../../state/store';

export default function prefetchComposer(dispatch: AppDispatch, user: User): void {
  dispatch(campaignsApi.util.prefetch('getSourceNames', undefined, {}));
  dispatch(campaignsApi.util.prefetch('getVerifiedNumbers', { body: { userId: user.userId } }, {}));
  dispatch(campaignsApi.util.prefetch('getUserAllContactLists', undefined, {}));
}
