/** The local storage key the store's saved slices live under (redux-persist adds `persist:`). */
export const persistKey = 'messaging';
