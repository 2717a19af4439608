/**
 * Seeds of Ant Design's palettes one shade darker than its own: a coloured tag writes its text in the palette's
 * 7th shade on the 1st, which for green, gold, orange, volcano and cyan stays under 4.5:1 with the defaults.
 * From these seeds it reaches 4.5:1 or more (theme.test.ts measures it).
 */
const TAG_PALETTE_SEEDS = {
  green: '#237804',
  gold: '#ad6800',
  orange: '#d46b08',
  volcano: '#d4380d',
  cyan: '#006d75',
};

/**
 * Brand colours, with secondary text and the danger colour darker than Ant Design's defaults so that both
 * reach WCAG AA contrast, on white and on a hovered table row.
 */
export const THEME = {
  token: {
    colorPrimary: '#12355b',
    colorLink: '#12355b',
    colorError: '#c62828',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 8,
    ...TAG_PALETTE_SEEDS,
  },
  components: {
    // Logout on the dark sidebar: a light red that reads on the dark background.
    Menu: { darkDangerItemColor: '#ff8a80' },
    // Labels of descriptions ('Email', 'Ruolo') and an empty table's text are read, not decoration: secondary text.
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
  },
};

/**
 * The design tokens the plain elements of the first screens (the sign-in, the shell, 'Da fare') are drawn with:
 * the values Ant Design derives from THEME (theme.test.ts checks that they still are), written out so that none
 * of those screens computes a theme, nor writes Ant Design's styles, before its first paint.
 */
export const PLAIN_TOKENS = {
  colorPrimary: '#12355b',
  colorPrimaryHover: '#264869',
  colorLink: '#12355b',
  colorError: '#c62828',
  colorText: 'rgba(0,0,0,0.88)',
  colorTextHeading: 'rgba(0,0,0,0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextLightSolid: '#fff',
  colorBgContainer: '#ffffff',
  colorBgLayout: '#f5f5f5',
  colorFillSecondary: 'rgba(0,0,0,0.06)',
  colorFillQuaternary: 'rgba(0,0,0,0.02)',
  colorBorder: '#d9d9d9',
  colorBorderSecondary: '#f0f0f0',
  borderRadius: 8,
  borderRadiusSM: 6,
  borderRadiusLG: 10,
  controlHeight: 32,
  controlHeightSM: 24,
  fontWeightStrong: 600,
} as const;
