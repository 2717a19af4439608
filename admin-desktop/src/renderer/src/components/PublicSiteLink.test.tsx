import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeDesktop } from '../testing/fake-desktop';
import { PublicSiteLink } from './PublicSiteLink';

afterEach(() => {
  delete window.desktop;
});

describe('the link to the public site', () => {
  it('is a plain link in the browser', () => {
    render(<PublicSiteLink path="/">Torna alla home</PublicSiteLink>);
    const link = screen.getByRole('link', { name: 'Torna alla home' });
    expect(link.getAttribute('href')).toBe('/');
    // Not prevented: the browser follows it.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('opens the system browser from the desktop app, staying in the back office', () => {
    const { desktop } = installFakeDesktop();
    render(<PublicSiteLink path="/">Torna alla home</PublicSiteLink>);
    const link = screen.getByRole('link', { name: 'Torna alla home' });
    expect(fireEvent.click(link)).toBe(false);
    expect(desktop.openExternal).toHaveBeenCalledWith('/');
  });
});
