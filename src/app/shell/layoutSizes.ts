/** Sizes the layout reserves for the service-mode bar, known before the bar itself loads. */
export const bottomBarHeight = 64;
export const sideRailWidth = 84;
