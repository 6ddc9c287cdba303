/** Moved to src/app/state/useMayUse (shared by the management features); kept while pages still import it here. */
export { useMayUse, type CallAccess } from '../../state/useMayUse';
