/**
 * The one confirm modal. `confirm(...)` opens it and returns a promise: true on OK, false on
 * cancel, or the typed text/date in input mode. The promise's resolver is not state (it is
 * not serializable), so it waits in `pending` beside the slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppDispatch } from './store';

export type ConfirmType = 'info' | 'success' | 'warning' | 'error' | 'confirm';
export type ConfirmInputMode = 'text' | 'date';
/** What an input asks for; each has its own validation (section 3). */
export type ConfirmInputType = 'addNewContactList' | 'addNewEmailNewsLetter' | 'addNewEmail' | 'addNewIp' | 'phoneNumber';

export interface ConfirmOptions {
  type?: ConfirmType;
  /** i18n keys (or already translated text) for the title and message. */
  title?: string;
  message: string;
  messageValues?: Record<string, string | number>;
  isPersistent?: boolean;
  maxWidth?: number;
  okText?: string;
  cancelText?: string;
  /** Only an OK button (alerts). */
  hideCancel?: boolean;
  /** An alert that replaces whatever is on screen rather than waiting for it (the sign-out warning). */
  urgent?: boolean;
  inputMode?: ConfirmInputMode;
  inputType?: ConfirmInputType;
  inputLabel?: string;
}

export interface ConfirmModalState {
  open: boolean;
  id: number;
  options: ConfirmOptions | null;
}

const initialState: ConfirmModalState = { open: false, id: 0, options: null };

/** The confirm modal resets this long after closing, so its closing animation keeps its text. */
export const confirmResetMs = 500;

export const confirmModalSlice = createSlice({
  name: 'confirmModal',
  initialState,
  reducers: {
    opened(state, action: PayloadAction<{ id: number; options: ConfirmOptions }>) {
      state.open = true;
      state.id = action.payload.id;
      state.options = action.payload.options;
    },
    closed(state) {
      state.open = false;
    },
    reset(state) {
      if (!state.open) state.options = null;
    },
  },
});

export const confirmModalActions = confirmModalSlice.actions;

export type ConfirmAnswer = boolean | string;
const pending = new Map<number, (answer: ConfirmAnswer) => void>();
let nextId = 1;

/** The alert waiting for the question on screen to be answered: the latest, as one on screen is replaced by the next. */
let waitingAlert: { show: () => void; resolve: (answer: ConfirmAnswer) => void } | null = null;

export const confirm =
  (options: ConfirmOptions) =>
  (dispatch: AppDispatch, getState: () => { confirmModal: ConfirmModalState }): Promise<ConfirmAnswer> =>
    new Promise((resolve) => {
      const show = () => {
        // A second confirm replaces the first, which counts as cancelled.
        for (const [id, earlier] of pending) {
          earlier(false);
          pending.delete(id);
        }
        const id = nextId++;
        pending.set(id, resolve);
        dispatch(confirmModalActions.opened({ id, options }));
      };
      // An alert (OK only: a request's error, a notice) waits for a question on screen instead of
      // replacing it: a background request's error must not cancel what the user was just asked
      // (a browser test's block was answered by an error's OK, and never sent). Only the latest
      // waits, as alerts replace one another on screen: a flood of failed requests is one OK.
      const { open, options: shown } = getState().confirmModal;
      if (options.hideCancel && !options.urgent && open && !shown?.hideCancel) {
        waitingAlert?.resolve(false);
        waitingAlert = { show, resolve };
      } else show();
    });

/** The host answers: true (OK), false (cancel) or the input's value; the waiting alert shows. */
export const answerConfirm =
  (id: number, answer: ConfirmAnswer) =>
  (dispatch: AppDispatch): void => {
    pending.get(id)?.(answer);
    pending.delete(id);
    dispatch(confirmModalActions.closed());
    const next = waitingAlert;
    waitingAlert = null;
    if (next) next.show();
    else setTimeout(() => dispatch(confirmModalActions.reset()), confirmResetMs);
  };

/** Closes the modal and the alert waiting for it, without an answer (the blocked page closes every modal). */
export const dismissConfirm = () => (dispatch: AppDispatch, getState: () => { confirmModal: ConfirmModalState }) => {
  waitingAlert?.resolve(false);
  waitingAlert = null;
  const { id, open } = getState().confirmModal;
  if (open) dispatch(answerConfirm(id, false));
};
