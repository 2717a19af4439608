import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { TAG_PRESETS } from '../components/plain/Tag';
import { PLAIN_TOKENS, THEME } from './theme';

describe("the plain elements' colours", () => {
  it("are the ones Ant Design derives from the back office's theme", () => {
    const tokens = theme.getDesignToken(THEME);
    const derived = Object.fromEntries(Object.keys(PLAIN_TOKENS).map((key) => [key, tokens[key as keyof typeof PLAIN_TOKENS]]));
    expect(derived).toEqual(PLAIN_TOKENS);
  });
});

/** WCAG's contrast ratio of two opaque `#rrggbb` colours. */
function contrast(first: string, second: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the plain tags' colours", () => {
  it.each(Object.keys(TAG_PRESETS) as (keyof typeof TAG_PRESETS)[])("%s is Ant Design's preset, derived from the theme", (color) => {
    const tokens = theme.getDesignToken(THEME);
    expect(TAG_PRESETS[color]).toEqual({ background: tokens[`${color}1`], border: tokens[`${color}3`], text: tokens[`${color}7`] });
  });
});

describe("the tags' colours", () => {
  // Every preset colour a back-office tag uses: status, lead type, appointment and seller-contact tags.
  it.each(['green', 'gold', 'orange', 'volcano', 'cyan', 'red', 'blue'] as const)('%s text reads at 4.5:1 on its background', (color) => {
    const tokens = theme.getDesignToken(THEME);
    expect(contrast(tokens[`${color}7`], tokens[`${color}1`])).toBeGreaterThanOrEqual(4.5);
  });
});
