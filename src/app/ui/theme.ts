/**
 * The app's colours, in one place: antd's theme tokens per light and dark theme, given to the
 * one ConfigProvider (i18n/LocaleProvider). Every text colour here reads at WCAG AA (4.5:1)
 * on the background it is drawn on; axe checks every page in the browser tests.
 */
import type { ThemeConfig } from 'antd';

export const primaryColor = '#3eafe4';

/** The brand blue's darker shade, for text and links (5.5:1 on white). */
const linkBlue = '#137099';

/**
 * The brand's light blue stays the primary colour, but white text on it reads at 2.5:1 and
 * it is too light for links on white; text on it and links get darker shades that pass
 * (6.8:1 and 5.5:1), and secondary and descriptive text are darkened from antd's 3.4:1.
 * Danger buttons' red (3.3:1) and placeholders (1.8:1) are darkened too. Status colours are
 * text too (tags, "saved" and "warning" texts): antd's green (#52c41a, 2.2:1 on its tag's
 * background), amber and the light blue of "processing" tags are darkened to read at 5:1 or
 * more on their tags' light backgrounds.
 */
const tokens = {
  light: {
    colorPrimary: primaryColor,
    colorTextLightSolid: '#06202e',
    colorLink: linkBlue,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#c41d1f',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorInfo: linkBlue,
    // antd derives greyish tints from dark status colours (#adb8a5 behind green: 2.7:1), so
    // the tags' light backgrounds and borders are antd's usual ones, named.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfoBg: '#e6f4fa',
    colorInfoBorder: '#91d5ff',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  dark: { colorPrimary: primaryColor, colorTextLightSolid: '#06202e', colorTextSecondary: 'rgba(255, 255, 255, 0.65)', colorTextDescription: 'rgba(255, 255, 255, 0.65)' },
};

/**
 * A selected tab's title, the menu's current section and a hovered default button's text take
 * the link shade instead of the light blue (2.3:1). An empty table's text is drawn in antd's "disabled" grey (#bfbfbf,
 * 1.8:1) though it is a message to read, so tables darken it to 4.9:1.
 */
const components = {
  light: {
    Tabs: { itemSelectedColor: linkBlue, itemActiveColor: linkBlue, itemHoverColor: linkBlue, inkBarColor: linkBlue },
    Menu: { itemSelectedColor: linkBlue, subMenuItemSelectedColor: linkBlue, horizontalItemSelectedColor: linkBlue, itemHoverColor: linkBlue, horizontalItemHoverColor: linkBlue },
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    // A default button under the mouse (or just clicked) turned its text the light hover blue
    // (#67c9f0, 1.9:1 on white): axe found it on the voice composer's "create the recording".
    // A danger primary button's text is antd's colorTextLightSolid, the dark blue-black chosen
    // for text on the light brand blue, which reads at 2.8:1 on the red (axe on blocking-users);
    // white on it reads at 5.9:1.
    Button: { defaultHoverColor: linkBlue, defaultHoverBorderColor: linkBlue, defaultActiveColor: linkBlue, defaultActiveBorderColor: linkBlue, dangerColor: '#ffffff' },
  },
  dark: {
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
  },
};

/**
 * zeroRuntime: antd's components take their CSS from antd's prebuilt stylesheet
 * (i18n/antdStyles) instead of writing it from script as each first renders; the tokens above
 * still reach them, as CSS variables the provider writes.
 */
export function themeConfig(theme: 'light' | 'dark', algorithm: ThemeConfig['algorithm']): ThemeConfig {
  return { algorithm, token: tokens[theme], components: components[theme], zeroRuntime: true };
}
