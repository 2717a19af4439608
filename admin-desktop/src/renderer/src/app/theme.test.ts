import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_TOKENS, THEME } from './theme';

describe("the sign-in screen's colours", () => {
  it("are the ones Ant Design derives from the back office's theme", () => {
    const tokens = theme.getDesignToken(THEME);
    const derived = Object.fromEntries(Object.keys(SIGN_IN_TOKENS).map((key) => [key, tokens[key as keyof typeof SIGN_IN_TOKENS]]));
    expect(derived).toEqual(SIGN_IN_TOKENS);
  });
});
